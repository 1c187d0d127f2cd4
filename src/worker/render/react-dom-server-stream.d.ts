// The generated copy of React's Bun server build (scripts/react-stream-build.mjs): React's own types apply.
declare module '*/generated/react-dom-server-stream.cjs' {
  export { renderToPipeableStream } from 'react-dom/server.bun';
}
