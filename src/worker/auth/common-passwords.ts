/** Passwords that appear at the top of every breach list (8+ characters, as shorter ones are refused anyway). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888', '66666666',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'qwertyui', 'qwerty123', 'qwertyuiop',
  '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball',
  'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'aa123456', 'a1234567', 'asdfghjk', 'asdf1234', 'letmein1',
  'trustno1', 'superman', 'whatever', 'starwars', 'dragon12', 'monkey12', 'michael1', 'computer', 'internet',
  'samsung1', 'google123', 'admin123', 'administrator', 'changeme', 'secret12', 'football1', 'charlie1',
  'jennifer', 'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'pokemon1', 'naruto12', 'minecraft', 'master12',
  'shadow12', 'qazwsxedc', '1qaz2wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'zxcvbnm1', 'zxcvbnm123', '123123123', '147258369',
  '123qweasd', 'qweasdzxc', '11223344', '12341234', '123454321', '999999999', 'duolingo', 'duolingo1', 'english1',
  'english123', 'detprep1', 'ielts123', 'toefl123', 'passport', 'mypassword', 'newpassword', 'default1',
]);
