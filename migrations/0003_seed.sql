-- Seed data: settings and the 18 testimonials served to the home page (SPEC §3: ids 34–51, type 1).
INSERT OR IGNORE INTO settings (key, value, status) VALUES
  ('priceSaveUp', '40', 1),
  ('stats.userTotalFloor', '400000', 1),
  ('stats.questionTotalFloor', '18000', 1),
  ('stats.examTotalFloor', '10000', 1),
  ('stats.correctTotalFloor', '21000', 1),
  ('stats.speakingTotalFloor', '26000', 1);

INSERT OR IGNORE INTO testimonials (id, type, data, sort_order, create_time) VALUES
(34, 1, '{"avatar": "", "nickname": "Ayu", "rate": "5", "country": "ID", "content": "The Interactive Writing lessons showed me how to plan the follow-up in thirty seconds. I went from 105 to 125."}', 1, '2025-01-01T08:00:00.000Z'),
(35, 1, '{"avatar": "", "nickname": "Kenji", "rate": "5", "country": "JP", "content": "Listen and Type was my weakest task. Daily practice with the replay limit made me much calmer on test day."}', 2, '2025-02-04T08:00:00.000Z'),
(36, 1, '{"avatar": "", "nickname": "Minji", "rate": "4.8", "country": "KR", "content": "The speaking feedback caught my long pauses. After two weeks my answers sounded far more natural."}', 3, '2025-03-07T08:00:00.000Z'),
(37, 1, '{"avatar": "", "nickname": "Lucas", "rate": "5", "country": "BR", "content": "I took three mock tests and my real score landed right in the predicted range. No surprises."}', 4, '2025-04-10T08:00:00.000Z'),
(38, 1, '{"avatar": "", "nickname": "Olga", "rate": "4.8", "country": "RU", "content": "Clear explanations for every reading question. I finally understood why my C-test answers were wrong."}', 5, '2025-05-13T08:00:00.000Z'),
(39, 1, '{"avatar": "", "nickname": "Emre", "rate": "5", "country": "TR", "content": "The photo description vocabulary course gave me ready phrases I used in both writing and speaking."}', 6, '2025-06-16T08:00:00.000Z'),
(40, 1, '{"avatar": "", "nickname": "Lena", "rate": "4.8", "country": "DE", "content": "Short lessons that fit my commute. The study path told me exactly what to do each day."}', 7, '2025-07-19T08:00:00.000Z'),
(41, 1, '{"avatar": "", "nickname": "Diego", "rate": "5", "country": "ES", "content": "Writing corrections arrived in a few minutes with concrete fixes, not vague advice."}', 8, '2025-08-22T08:00:00.000Z'),
(42, 1, '{"avatar": "", "nickname": "Camille", "rate": "4.8", "country": "FR", "content": "The free courses alone were worth it. The sample answers for different scores are very useful."}', 9, '2025-09-25T08:00:00.000Z'),
(43, 1, '{"avatar": "", "nickname": "Giulia", "rate": "5", "country": "IT", "content": "I needed 120 for my master’s application and got 130. The mock tests felt like the real thing."}', 10, '2025-01-01T08:00:00.000Z'),
(44, 1, '{"avatar": "", "nickname": "Somchai", "rate": "4.8", "country": "TH", "content": "Read and Select practice every morning improved my vocabulary speed a lot."}', 11, '2025-02-04T08:00:00.000Z'),
(45, 1, '{"avatar": "", "nickname": "Wei", "rate": "5", "country": "CN", "content": "The AI tutor explained grammar mistakes in my own language. That made everything easier."}', 12, '2025-03-07T08:00:00.000Z'),
(46, 1, '{"avatar": "", "nickname": "Putri", "rate": "4.8", "country": "ID", "content": "I practised on my phone during lunch breaks. The pages load fast even on slow mobile data."}', 13, '2025-04-10T08:00:00.000Z'),
(47, 1, '{"avatar": "", "nickname": "Hiroshi", "rate": "5", "country": "JP", "content": "Interactive Reading strategies helped me manage the time. I no longer run out of minutes."}', 14, '2025-05-13T08:00:00.000Z'),
(48, 1, '{"avatar": "", "nickname": "Ana", "rate": "4.8", "country": "BR", "content": "The speaking correction noticed that I repeated the same words. Now I vary my vocabulary."}', 15, '2025-06-16T08:00:00.000Z'),
(49, 1, '{"avatar": "", "nickname": "Mehmet", "rate": "5", "country": "TR", "content": "Detailed reports after each mock test showed which subscore to work on first."}', 16, '2025-07-19T08:00:00.000Z'),
(50, 1, '{"avatar": "", "nickname": "Sofia", "rate": "4.8", "country": "ES", "content": "Good explanations of the scoring. I understood what the test expects from a strong answer."}', 17, '2025-08-22T08:00:00.000Z'),
(51, 1, '{"avatar": "", "nickname": "Arjun", "rate": "5", "country": "US", "content": "Straightforward, honest preparation. I reached my target score on the first attempt."}', 18, '2025-09-25T08:00:00.000Z');
