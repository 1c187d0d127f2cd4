import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
createServer((req, res) => {
  if (req.url.startsWith('/assets') || req.url.startsWith('/favicon')) { res.writeHead(404); return res.end(); }
  const f = req.url.slice(1).split('?')[0];
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(readFileSync('/tmp/' + f));
}).listen(8877, '127.0.0.1');
