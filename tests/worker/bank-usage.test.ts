/**
 * Two editorial gate rules (issue 22): British usage (scripts/bank/lib/us-usage.mjs) and near-duplicate topics
 * within a type (scripts/bank/lib/topics.mjs). A planted bad item makes the build's check report it; its good
 * counterpart passes.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { formatProblems } from '../../scripts/bank/lib/format-rules.mjs';
import { contentWords, nearDuplicateTopics, stem } from '../../scripts/bank/lib/topics.mjs';
import { annotationProblems, sharedWordingProblems } from '../../scripts/bank/lib/samples.mjs';

const sentence = (id: string, text: string) => ({ id, cefr: 'A2', text });

describe('British usage', () => {
  it.each([
    ['Most people here use public transport to get to work.', 'public transport', 'public transportation'],
    ['She bought a new mobile phone last week.', 'mobile phone', 'cell phone'],
    ['We went on holiday to the coast.', 'on holiday', 'vacation'],
    ['The kids were playing football in the street.', 'football', 'soccer'],
    ['Check the timetable before you leave.', 'timetable', 'schedule'],
    ['My sister teaches at a primary school.', 'primary school', 'elementary school'],
    ['We queued for an hour outside the museum.', 'queued', 'line'],
    ['He has got used to the cold.', 'got used to', 'gotten used to'],
    ['The children take turns to feed the cat.', 'take turns to', 'take turns'],
    ['I left my trousers in the lift.', 'trousers', 'pants'],
    ['Put the rubbish in the bin, please.', 'rubbish', 'trash'],
    ['Would you like a biscuit with your tea?', 'biscuit', 'cookie'],
    ['Right now I don\'t do much sport.', 'much sport', 'sports'],
    ['They rent a small flat near the station.', 'small flat', 'apartment'],
    ['Send your CV by post.', 'CV', 'résumé'],
    ['She showed him how to fill in an online form.', 'fill in an online form', 'fill out'],
    ['Three food trucks waited at the school gate.', 'school gate', 'outside the school'],
    ['I see bottle tops mixed with the sand.', 'bottle tops', 'bottle cap'],
    ['The gardening department on campus might lend us shovels.', 'gardening department', 'grounds crew'],
    ['Yes, I think sport should be required at school.', 'think sport should', 'sports'],
    ['It keeps you fit. Sport also teaches teamwork.', 'Sport also teaches', 'sports'],
    ['They sit knitting with colorful balls of wool.', 'balls of wool', 'yarn'],
    ['Each of them is knitting a different piece in bright wool.', 'wool', 'yarn'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    const problems = formatProblems('lt', sentence('lt-9999', text)).join(' ');
    expect(problems).toMatch(/lt-9999: US usage, found/);
    expect(problems).toContain(phrase);
  });

  it('passes the US form of each phrase', () => {
    for (const text of [
      'Most people here use public transportation to get to work.',
      'She bought a new cell phone last week.',
      'We went on vacation to the coast.',
      'The kids were playing soccer on the street.',
      'Check the schedule before you leave.',
      'My sister teaches at an elementary school.',
      'We waited in line for an hour outside the museum.',
      'He has gotten used to the cold.',
      'The children take turns feeding the cat.',
      'I left my pants in the elevator.',
      'Put the trash in the trash can, please.',
      'Would you like a cookie with your tea?',
      'Right now I don\'t play many sports.',
      'They rent a small apartment near the station.',
      'Send your résumé by mail.',
      'She showed him how to fill out an online form.',
      'Three food trucks waited right outside the school.',
      'I see bottle caps mixed with the sand.',
      'The grounds crew on campus might lend us shovels.',
      'Yes, I think sports should be required at school.',
      'It keeps you fit. Sports also teach teamwork, and a team sport teaches patience.',
      'She volunteers at a nursing home.',
      'Fill in the blanks with the missing words.',
    ]) {
      expect(britishUsages(text), text).toEqual([]);
      expect(formatProblems('lt', sentence('lt-9998', text)), text).toEqual([]);
    }
  });

  it('leaves the US senses of the same words alone', () => {
    for (const text of [
      'We had a flat tire on the way home.',
      'She is knitting a wool sweater for her son.',
      'Camels are still kept for their milk, their wool and their strength.',
      'It is a flat monthly fee, so you pay the same every month.',
      'Lay the paper on a flat surface.',
      'I read her latest blog post this morning.',
      'The post office closes at five.',
      'In the long term, the plan will save money.',
      'What does the term "climate" mean?',
      'Put the cans in the recycling bin.',
      'Tap water is safe to drink here.',
      'He gave me a tap on the shoulder.',
      'Both personal trainers work at the gym.',
      'The faster the plane goes, the greater the lift becomes.',
      'Runners carried the Olympic torch through the city.',
      'We always come home for the holidays.',
      'She baked a holiday cake for the family.',
      'Sports are a big part of school life.',
      'She works as a real estate agent.',
      'We had a dog called Biscuit.',
      'Climbing is a good sport, and soccer is a team sport.',
      'We watched American football on TV.',
      'I finally got used to the noise.',
      'I made a revision to my essay.',
    ]) expect(britishUsages(text), text).toEqual([]);
  });

  it('checks every learner-facing string of an item, not the lists answers are matched against', () => {
    const item = { id: 'ws-9999', prompt: 'Describe your town.', samples: [{ band: 100, text: 'My home town has a car park.', notes: [] }] };
    expect(formatProblems('ws', item).join(' ')).toMatch(/ws-9999: US usage, found "home town" \(US: hometown\), "car park" \(US: parking lot\)/);
    const stages = [{ default: 'What do you do on weekends?', alternatives: [{ ifMentions: ['football', 'holiday'], question: 'Which sports do you play?' }] }];
    expect(formatProblems('is', { id: 'is-9999', intro: 'Let us talk about sports.', stages })).toEqual([]);
  });
});

// Fifth read, Interactive Listening (issue 22): the British forms the editors found in conversations, each planted
// in a conversation so the build's check must name it; the US forms and the US senses of the same words pass.
describe('British usage: fifth read, interactive listening', () => {
  const conversation = (id: string, line: string) => ({
    id, cefr: 'B1', topic: 'work', scenario: 'You call a store.', partner: { name: 'Lucy', voice: 'female' },
    turns: [{ speaker: 'partner', text: line }], complete: { text: 'It takes {{three}} days.', why: '…' },
    sampleSummary: Array.from({ length: 55 }, () => 'word').join(' '),
  });
  it.each([
    ['Usually three to five working days.', 'five working days', 'business days'],
    ['Just power sockets for two keyboards.', 'power sockets', 'outlet'],
    ["You'll need a short induction on this model first.", 'a short induction', 'orientation'],
    ['The induction session is on Wednesday.', 'induction session', 'orientation'],
    ['We mostly play at night clubs.', 'night clubs', 'nightclub'],
    ["The men's changing room is a mess.", "men's changing room", 'locker room'],
    ['Could you put the rota together by Friday?', 'rota', 'schedule'],
    ["I'd like to send this parcel to Lakeside.", 'parcel', 'package'],
    ['What if someone gets ill and can\'t come?', 'gets ill', 'get sick'],
    ["I'd like help with transport and accommodation.", 'transport and accommodation', 'transportation and lodging'],
    ['A local radio presenter interviews you.', 'radio presenter', 'host'],
    ['Have you got waterproof clothes?', 'Have you got', 'do you have'],
    ['Please remind the waiter on the night.', 'on the night', 'that night'],
    ["I'd like a pizza to take away.", 'pizza to take away', 'to go'],
    ['Planning authorities would use the results.', 'Planning authorities', 'city planners'],
    ['Thanks for taking part in the public consultation.', 'public consultation', 'public meeting'],
    ['You can pay when you collect it.', 'pay when you collect it', 'pick it up'],
    ['You can collect it from our office.', 'collect it from our office', 'pick it up'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    const problems = formatProblems('il', conversation('il-9999', text)).join(' ');
    expect(problems).toMatch(/il-9999: US usage, found/);
    expect(problems).toContain(phrase);
  });

  it('passes the US forms and the US senses of the same words', () => {
    for (const text of [
      'Usually three to five business days.',
      'It was a long working day, so I went to bed early.',
      'Just two power outlets for the keyboards.',
      'The socket wrench is in the garage.',
      "You'll need a short training session on this model first.",
      'Her induction into the hall of fame was last year.',
      'An induction cooktop heats the pan very quickly.',
      'We mostly play at nightclubs.',
      "The men's locker room is a mess.",
      "I'm changing rooms next semester.",
      'Could you put the schedule together by Friday?',
      "I'd like to send this package to Lakeside.",
      'Making mistakes is part and parcel of learning.',
      'He was ill for a week, but he is sick of staying home now.',
      "I'd like help with transportation and lodging.",
      'A local radio host interviews you.',
      'Do you have waterproof clothes?',
      'Please remind the waiter on the night of the concert.',
      "I'd like a pizza to go.",
      'City planners would use the results.',
      'Thanks for coming to the public meeting.',
      'You can pay when you pick it up.',
      'We collect data from every volunteer.',
    ]) {
      expect(britishUsages(text), text).toEqual([]);
      expect(formatProblems('il', conversation('il-9998', text)), text).toEqual([]);
    }
  });
});

describe('British usage: fifth read, text types', () => {
  it.each([
    ['It is cheaper, since there is plenty of it in the shops.', 'in the shops', 'stores'],
    ['After breakfast we went into the garden and built a snowman.', 'into the garden', 'yard'],
    ['My little brother plays with his ball in the garden.', 'in the garden', 'yard'],
    ['Tiny forests suit councils with little vacant land.', 'councils', 'city'],
    ['Sorting tins does not feel heroic.', 'Sorting tins', 'cans'],
    ['Some people only join to tick a box.', 'tick a box', 'check a box'],
    ['I am in my third year at university.', 'at university', 'college'],
    ['How important is going to university today?', 'to university', 'college'],
    ['The street was full of motorbikes.', 'motorbikes', 'motorcycle'],
    ['I did not get on with the teacher.', 'get on with the teacher', 'get along with'],
    ['What would make your daily journey easier?', 'daily journey', 'commute'],
    ['You can eat food from a dozen countries in one street.', 'in one street', 'on (a) street'],
    ['Many are half asleep during the first lessons.', 'during the first lessons', 'classes'],
    ['There are stalls with handmade baskets at the far end.', 'stalls with', 'stand'],
    ['Please fill in the form with your name.', 'fill in the form', 'fill out'],
    ['Growth puts pressure on water and transport systems.', 'transport systems', 'transportation'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    expect(formatProblems('lt', sentence('lt-9999', text)).join(' ')).toMatch(/lt-9999: US usage, found/);
  });

  it('leaves the US senses of the same words alone', () => {
    for (const text of [
      'We met at a coffee shop near the station.',
      'The old factory has small shops and apartments.',
      'Our class has a small garden behind the school.',
      'She planted tomatoes in the garden this spring.',
      'The city council has agreed to keep the pool open.',
      'The council chose a different approach.',
      'The glass floats on a bath of melted tin.',
      'Please check a box on the form.',
      'She studied at the University of Michigan.',
      'He is a university professor, and she works at a university.',
      'Let me get on with my homework.',
      'The long journey of the monarch butterfly takes months.',
      'The kids were playing soccer on the street.',
      'The first lessons of the course focus on breathing.',
      'Course material to review between lessons',
      'There is a tiny noodle stand at the end of my street.',
      'Please fill out the form.',
      'Public transportation is cheap here.',
    ]) expect(britishUsages(text), text).toEqual([]);
  });
});

describe('near-duplicate topics within a type', () => {
  const ir = (id: string, title: string, text: string) => ({ id, cefr: 'B1', topic: 'nature', title: { answer: title, distractors: [] }, paragraphs: [text] });
  const bees1 = ir('ir-9101', 'A Garden for Bees', 'Lena planted flowers for the bees in her garden. Bees visit the flowers to collect nectar and pollen, and they carry pollen from plant to plant so that fruit and seeds can grow.');
  const bees2 = ir('ir-9102', 'A Busy Life in the Hive', 'A honeybee colony lives in a hive. Worker bees fly from flower to flower to collect nectar and pollen, and while they do so they help plants make fruit and seeds.');
  const trains = ir('ir-9103', 'The Return of the Night Train', 'Night trains are coming back in many countries. Travelers can sleep in a bed on the train and wake up in another city, without the stress of an airport.');
  const volcano = ir('ir-9104', 'Living Near a Volcano', 'Millions of people live close to active volcanoes. The soil there is rich, so farmers grow excellent crops, but scientists watch the mountains closely for signs of danger.');
  // Other passages, so that word weights are taken over a bank-like spread of topics.
  const others = ([
    ['Why We Keep Diaries', 'Writing a few lines every evening helps many people remember their days and understand their feelings.'],
    ['The First Bicycles', 'Early bicycles had no pedals, and riders pushed them along the road with their feet.'],
    ['Salt and Trade', 'For centuries salt was so valuable that merchants carried it across deserts to sell in distant markets.'],
    ['How Glass Is Made', 'Glass is made by heating sand until it melts, then shaping the hot liquid before it cools.'],
    ['A Library of Seeds', 'Some libraries lend seeds instead of books, and gardeners return new seeds after the harvest.'],
    ['Learning to Swim as an Adult', 'Many adults never learned to swim as children, but lessons for beginners are now common in public pools.'],
  ] satisfies [string, string][]).map(([title, text], i) => ir(`ir-920${i}`, title, text));

  it('stems and drops stop words', () => {
    expect(stem('bees')).toBe(stem('bee'));
    expect(stem('games')).toBe(stem('game'));
    expect(contentWords('The honeybees are in the garden')).toEqual(expect.arrayContaining([stem('honeybee'), 'bee', 'garden']));
    expect(contentWords('the and of')).toEqual([]);
  });

  it('fails a planted repeat of a topic and names both items', () => {
    const problems = nearDuplicateTopics([bees1, trains, volcano, ...others, bees2], { allowed: new Map() });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ir-9102: near-duplicate topic of ir-9101 \(interactive-reading, similarity/);
    expect(problems[0]).toMatch(/bee/);
  });

  it('passes distinct topics, and a reviewed pair on the allowlist', () => {
    expect(nearDuplicateTopics([bees1, trains, volcano, ...others], { allowed: new Map() })).toEqual([]);
    expect(nearDuplicateTopics([bees1, trains, volcano, ...others, bees2], { allowed: new Map([['ir-9101|ir-9102', 'reviewed']]) })).toEqual([]);
  });

  it('compares only within a type', () => {
    const prompt = { id: 'ws-9101', prompt: 'Describe a garden where bees collect nectar and pollen from flowers, plants, fruit and seeds.' };
    expect(nearDuplicateTopics([bees1, trains, volcano, ...others, prompt], { allowed: new Map() })).toEqual([]);
  });
});

describe('fifth read, samples: British usage in the writing and speaking model answers', () => {
  const sample = (id: string, text: string, extra: Record<string, unknown> = {}) => ({ id, cefr: 'B1', prompt: 'Describe your week.', ...extra, samples: [{ band: 145, text, notes: [] }] });
  it.each([
    ['Later, at university, I realized I enjoyed writing.', 'at university', 'college'],
    ['She changed her plans for university after that.', 'for university', 'college'],
    ['My motorbike broke down a few months later.', 'motorbike', 'motorcycle'],
    ["I didn't get on with the teacher.", 'get on with the teacher', 'get along with'],
    ['It works as long as some limits are agreed.', 'are agreed', 'agreed on'],
    ['You can eat food from a dozen countries in one street.', 'in one street', 'on (one'],
    ["It wasn't bought in a shop.", 'in a shop', 'store'],
    ['When she needs something heavy from the shop, I carry it.', 'from the shop', 'store'],
    ['Many people prefer small local shops.', 'local shops', 'store'],
    ['For a big weekly shop I go to a cashier.', 'weekly shop', 'store'],
    ['Before that, the same journey took over an hour by bus.', 'same journey', 'trip'],
    ["It's in a square about ten minutes' walk from my home.", "minutes' walk", 'ten-minute walk'],
    ['Transport is much better now.', 'Transport is', 'transportation'],
    ['When my grandmother was ill, she called me.', 'was ill', 'sick'],
  ])('flags "%s" in a writing or speaking sample', (text, phrase, us) => {
    const found = britishUsages(text, 'ws').join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    expect(formatProblems('ss', sample('ss-9999', text)).join(' ')).toMatch(/ss-9999: US usage, found/);
  });

  it('leaves the US senses of the same words alone', () => {
    for (const text of [
      'I applied to the university in the capital.',
      'The university website lists every course, and university students get a discount.',
      'We met at a coffee shop near the repair shop.',
      'Shop owners worry about parking, and a gift shop opened next door.',
      'We went shopping, and I like to shop online.',
      'Get on with your work, please; we need to get on with it.',
      'They finally agreed on a plan, and the rules were agreed upon by everyone.',
      'We agreed to meet at nine.',
      'My journey as a learner has been long.',
      'Trucks transport goods across the country.',
      'He lives on one street and works on the same street.',
      'It is a ten-minute walk from my home.',
      'He was seriously hurt but never mentally ill.',
    ]) expect(britishUsages(text, 'ws'), text).toEqual([]);
  });

  it('checks the prompt, the guidance bullets and the annotation quotes, not only the sample text', () => {
    const item = { id: 'rts-9999', cefr: 'A2', prompt: 'Talk about how you get around.', guidance: ['What kind of transportation you use', 'How long your usual journeys take', 'What you would change'],
      samples: [{ band: 145, text: 'I take the bus.', notes: [{ quote: 'I take the bus.', tag: 'detail' }] }] };
    expect(formatProblems('rts', item).join(' ')).toMatch(/rts-9999: US usage, found "usual journeys"/);
    const noted = { id: 'lts-9999', cefr: 'A2', question: 'How do you get to class?', samples: [{ band: 145, text: 'I ride my motorbike.', notes: [{ quote: 'my motorbike', tag: 'detail' }] }] };
    expect(formatProblems('lts', noted).join(' ')).toMatch(/lts-9999: US usage, found "motorbike"/);
  });
});

describe('near-duplicate topics across the open speaking and writing tasks', () => {
  const open = [
    { id: 'ws-9201', prompt: 'Is it better to save money for the future or to enjoy it now? Explain your view.' },
    { id: 'ss-9202', prompt: 'Describe a teacher who changed the way you think about learning.' },
    { id: 'rts-9203', prompt: 'Talk about a park or garden in your town that you like to visit.' },
    { id: 'is-9204', intro: 'I would like to talk with you about cooking and food.', stages: [{ default: 'What do you usually cook at home?' }] },
    { id: 'ws-9205', prompt: 'Should cities build more bicycle lanes? Discuss.' },
    { id: 'ss-9206', prompt: 'Talk about a festival in your country and how people celebrate it.' },
  ];
  const repeat = { id: 'lts-9207', question: 'Is it better to save your money for the future, or enjoy it now while you are young?' };

  it('fails a planted repeat across two types and names both items', () => {
    const problems = nearDuplicateTopics([...open, repeat], { allowed: new Map(), pending: new Map() });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^lts-9207: near-duplicate topic of ws-9201 \(open speaking and writing, similarity/);
  });

  it('passes distinct prompts, and a listed open pair only up to its recorded similarity', () => {
    expect(nearDuplicateTopics(open, { allowed: new Map(), pending: new Map() })).toEqual([]);
    expect(nearDuplicateTopics([...open, repeat], { allowed: new Map(), pending: new Map([['ws-9201|lts-9207', 1]]) })).toEqual([]);
    expect(nearDuplicateTopics([...open, repeat], { allowed: new Map(), pending: new Map([['ws-9201|lts-9207', 0.2]]) })).toHaveLength(1);
  });
});

describe('model answers: shared wording between items', () => {
  const item = (id: string, text: string) => ({ id, samples: [{ band: 145, text, notes: [] }] });
  it('fails two items whose answers share a 6-word run, case and punctuation ignored', () => {
    const problems = sharedWordingProblems([
      item('ss-9301', 'So my rule is simple: save first, and then enjoy the rest without feeling guilty about it.'),
      item('lts-9302', 'I put a fifth aside, and I Enjoy the rest, without feeling guilty about it!'),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^lts-9302: model answer shares wording with ss-9301 \("enjoy the rest without feeling guilty"/);
  });

  it('passes everyday runs of function words, reviewed stock phrases and one item repeating itself', () => {
    expect(sharedWordingProblems([
      item('ss-9303', 'When I was a child I lived by the sea. At the end of the day we swam.'),
      item('ws-9304', 'When I was a child I hated soup. At the end of the day it was fine.'),
      item('rts-9305', 'I was preparing for my final exams. I was preparing for my final exams again.'),
      item('lts-9306', 'Last year I was preparing for my final exams in June.'),
    ])).toEqual([]);
  });
});

describe('model answers: annotation tags that fit their quotes', () => {
  const text = 'I lean toward saving. When my bike broke, I had no money. However, I still travel with friends. Saving a little every month works best for me.';
  const item = (notes: { quote: string; tag: string }[]) => ({ id: 'ss-9401', samples: [{ band: 145, text, notes }] });

  it('fails a conclusion away from the last two sentences', () => {
    expect(annotationProblems(item([{ quote: 'I lean toward saving.', tag: 'conclusion' }])).join(' ')).toMatch(/ss-9401 band 145: "conclusion" note must quote the last two sentences/);
    expect(annotationProblems(item([{ quote: 'Saving a little every month works best for me.', tag: 'conclusion' }]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'However, I still travel with friends.', tag: 'conclusion' }]))).toEqual([]);
  });

  it('fails a linking note that is a reason clause or has no connective', () => {
    const because = { id: 'ws-9402', samples: [{ band: 145, text: 'Bees matter because most crops depend on them.', notes: [{ quote: 'because most crops depend on them', tag: 'linking' }] }] };
    expect(annotationProblems(because).join(' ')).toMatch(/ws-9402 band 145: "linking" note is a reason clause/);
    expect(annotationProblems(item([{ quote: 'When my bike broke', tag: 'linking' }]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'I had no money.', tag: 'linking' }])).join(' ')).toMatch(/"linking" note has no connective/);
    expect(annotationProblems(item([{ quote: 'However, I still travel with friends.', tag: 'linking' }]))).toEqual([]);
  });
});

describe('British usage scoped to Interactive Writing/Listening and the samples (sixth read)', () => {
  it('flags "care home" in an iw text and passes "nursing home"', () => {
    expect(britishUsages('after a year volunteering at a care home', 'iw').join(' ')).toContain('nursing home');
    expect(britishUsages('after a year volunteering at a nursing home', 'iw')).toEqual([]);
  });
});

describe('sixth read: precise-word and complex-sentence notes that fit their quotes', () => {
  const text = 'Friendly contests can help. What worries me is that competition rewards looking good rather than understanding. It only costs a little, but it feels like a present. I kept going because my friends were watching. I think she was right.';
  const item = (notes: { quote: string; tag: string }[]) => ({ id: 'ss-9501', samples: [{ band: 145, text, notes }] });

  it('fails a precise-word note on a whole clause, passes one word or a short phrase', () => {
    expect(annotationProblems(item([{ quote: 'competition rewards looking good rather than understanding', tag: 'precise-word' }])).join(' '))
      .toMatch(/ss-9501 band 145: "precise-word" note quotes 7 words/);
    expect(annotationProblems(item([{ quote: 'rewards', tag: 'precise-word' }]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'rewards looking good', tag: 'precise-word' }]))).toEqual([]);
  });

  it('fails a complex-sentence note on a compound sentence, passes a subordinate or zero-"that" clause', () => {
    expect(annotationProblems(item([{ quote: 'It only costs a little, but it feels like a present.', tag: 'complex-sentence' }])).join(' '))
      .toMatch(/ss-9501 band 145: "complex-sentence" note has no subordinate clause/);
    expect(annotationProblems(item([{ quote: 'I kept going because my friends were watching.', tag: 'complex-sentence' }]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'I think she was right.', tag: 'complex-sentence' }]))).toEqual([]);
  });
});

describe('seventh read: the notes of the photos\' written model answers are checked too', () => {
  const text = 'A baker is taking freshly baked loaves out of a hot oven. The shelves are full, so he must have started work very early.';
  const photo = (notes: { quote: string; tag: string }[]) => ({ id: 'ph-9502', samples: [{ band: 145, text, notes }] });

  it('fails a long precise-word note and a compound complex-sentence note on a photo, passes short ones', () => {
    expect(annotationProblems(photo([{ quote: 'taking freshly baked loaves out of a hot oven', tag: 'precise-word' }])).join(' '))
      .toMatch(/ph-9502 band 145: "precise-word" note quotes 9 words/);
    expect(annotationProblems(photo([{ quote: 'so he must have started work very early', tag: 'complex-sentence' }])).join(' '))
      .toMatch(/ph-9502 band 145: "complex-sentence" note has no subordinate clause/);
    expect(annotationProblems(photo([{ quote: 'freshly baked', tag: 'precise-word' }, { quote: 'so he must have started', tag: 'linking' }]))).toEqual([]);
  });
});

describe('seventh read: Interactive Writing samples get the same note checks', () => {
  const text = 'I would rather repair things. The real dangers lie in waste, not in cost. When my phone broke, a small kiosk fixed it. For these reasons, I repair first.';
  const item = (notes: { quote: string; tag: string }[]) => ({ id: 'iw-9701', samples: [{ band: 145, text, notes }] });

  it('fails a whole clause as a precise word and a simple sentence as a complex one in an iw sample', () => {
    expect(annotationProblems(item([{ quote: 'The real dangers lie in waste, not in cost.', tag: 'precise-word' }])).join(' '))
      .toMatch(/iw-9701 band 145: "precise-word" note quotes 9 words/);
    expect(annotationProblems(item([{ quote: 'The real dangers lie in waste, not in cost.', tag: 'complex-sentence' }])).join(' '))
      .toMatch(/iw-9701 band 145: "complex-sentence" note has no subordinate clause/);
    expect(annotationProblems(item([{ quote: 'When my phone broke, a small kiosk fixed it.', tag: 'complex-sentence' }]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'kiosk', tag: 'precise-word' }]))).toEqual([]);
  });

  it('reads "For these reasons" as a connective', () => {
    expect(annotationProblems(item([{ quote: 'For these reasons, I repair first.', tag: 'linking' }]))).toEqual([]);
  });
});

describe('seventh read: British usage in Interactive Writing model answers', () => {
  it('checks iw samples with the sample-scoped patterns ("in the shop", "local shops")', () => {
    expect(britishUsages('they were cheaper than in the shop near my house', 'iw').join(' ')).toContain('store');
    expect(britishUsages('which can actually help local shops', 'iw').join(' ')).toContain('store');
    expect(britishUsages('which can actually help local stores', 'iw')).toEqual([]);
  });

  it('flags pretending to be ill, collecting children and limits agreed with someone; passes the US forms', () => {
    expect(britishUsages('at school I used to pretend to be ill on presentation days').join(' ')).toContain('pretend to be sick');
    expect(britishUsages('A parent may need to leave at three to collect children').join(' ')).toContain('pick up');
    expect(britishUsages('the limits should be agreed with the teenager').join(' ')).toContain('worked out with');
    for (const text of [
      'at school I used to pretend to be sick on presentation days',
      'A parent may need to leave at three to pick up their children',
      'she likes to collect children\'s drawings',
      'the limits should be worked out with the teenager',
      'I was ill for a week',
    ]) expect(britishUsages(text), text).toEqual([]);
  });
});

describe('sixth read: cross-type repeats the wider comparison catches', () => {
  const open = [
    { id: 'ws-9601', prompt: 'Is it better to save money for the future or to enjoy it now? Explain your view.' },
    { id: 'ss-9602', prompt: 'Describe a teacher who changed the way you think about science.' },
    { id: 'rts-9603', prompt: 'Talk about a park in your town that you like to visit.' },
    { id: 'is-9604', intro: 'I would like to talk with you about cooking and food.', stages: [{ default: 'What do you usually cook at home?' }] },
    { id: 'ws-9605', prompt: 'Should cities build more bicycle lanes? Discuss.' },
    { id: 'ss-9606', prompt: 'Talk about a festival in your country and how people celebrate it.' },
    { id: 'lts-9607', question: 'What kind of weather do you like best?' },
  ];
  const none = { allowed: new Map(), pending: new Map() };

  it('fails a short-prompt pair with two shared words when it is at least CROSS_STRONG alike', () => {
    const birthday = [{ id: 'rts-9611', prompt: 'Talk about a birthday you remember well.' }, { id: 'ss-9612', prompt: 'Tell me about a birthday you remember well. What made it special?' }];
    const problems = nearDuplicateTopics([...open, ...birthday], none);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ss-9612: near-duplicate topic of rts-9611 \(open speaking and writing/);
    expect(nearDuplicateTopics([...open, ...birthday], { ...none, strong: 2 })).toEqual([]);
  });

  it('keeps "helped" as a topic word across the open tasks', () => {
    const helped = [{ id: 'rts-9621', prompt: 'Talk about a time when you helped someone.' }, { id: 'ss-9622', prompt: 'Describe a time when you helped someone. How did you feel?' }];
    expect(nearDuplicateTopics([...open, ...helped], none).join(' ')).toMatch(/ss-9622: near-duplicate topic of rts-9621/);
  });

  it('compares Interactive Writing prompts with the other open tasks', () => {
    const iw = [{ id: 'iw-9631', prompt: 'Describe a time when you had to make a difficult decision. What did you decide, and why?' }, { id: 'ws-9632', prompt: 'Describe a time when you had to make a difficult decision. What did you decide, and why?' }];
    expect(nearDuplicateTopics([...open, ...iw], none).join(' ')).toMatch(/ws-9632: near-duplicate topic of iw-9631/);
    expect(nearDuplicateTopics(open, none)).toEqual([]);
  });
});

describe('British usage: sixth read, photos', () => {
  it('fails food in tins and packets and an "IT class", and passes the metal, seed packets and "it" in a sentence', () => {
    expect(britishUsages("There are shelves full of tins and packets.").join(' ')).toMatch(/"tins and packets" \(US: can\(s\) \/ package\(s\)\)/);
    expect(britishUsages('She opened a packet of crackers.').join(' ')).toMatch(/"packet of crackers"/);
    expect(britishUsages("I'd say it's an IT class.").join(' ')).toMatch(/"IT class" \(US: computer class\)/);
    for (const text of [
      'The glass floats on a bath of melted tin.',
      'She bought a packet of seeds for the garden.',
      'They made it class by class.',
      'We sell cans and packages of rice.',
      "I'd say it's a computer class.",
    ]) expect(britishUsages(text), text).toEqual([]);
  });
});

// Seventh read (r7d, issue 22): "have a shower" (ss-0061), waiting for a store "assistant" (rts-0096), "a frightening
// film" (ss-0105), and a comma or period outside the closing quotation mark (rts-0037 and three more model answers).
describe('seventh read, samples: US usage and quotation punctuation', () => {
  const answer = (id: string, text: string) => ({ id, cefr: 'B1', topic: 'daily life', prompt: 'Talk about your evenings.', guidance: ['A', 'B', 'C'], samples: [{ band: 145, text, notes: [] }] });

  it.each([
    ['On a normal evening the first thing I do is have a shower and change my clothes.', 'have a shower', 'take a shower'],
    ['After the match we were having a quick shower.', 'having a quick shower', 'take a shower'],
    ['It stops working, and then you have to wait for an assistant anyway.', 'wait for an assistant', 'store employee'],
    ['My sister can\'t sleep for days after a frightening film.', 'frightening film', 'movie'],
    ['When it is really hot, I stay inside and watch films with my brother.', 'watch films', 'watch a movie'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}"`);
    expect(found).toContain(us);
    expect(formatProblems('rts', answer('rts-9701', text)).join(' ')).toMatch(/rts-9701: US usage, found/);
  });

  it('leaves a shower as a fixture and an assistant as a job alone', () => {
    for (const text of [
      'The first thing I do is take a shower and change my clothes.',
      'Our bathroom has a shower but no bathtub.',
      'The hotel room had a shower and a small desk.',
      'We have a shower in the hall.',
      'She works as an assistant to the director.',
      'My uncle started in a large bank as an assistant.',
      'It stops working, and then you have to wait for a store employee anyway.',
      'My sister can\'t sleep for days after a horror movie.',
      'When it is really hot, I stay inside and watch movies with my brother.',
      'A teenager with a laptop can edit a film at home, and the film festival shows it.',
    ]) {
      expect(britishUsages(text), text).toEqual([]);
      expect(formatProblems('rts', answer('rts-9702', text)), text).toEqual([]);
    }
  });

  it('puts a comma or period inside the closing quotation mark in the open tasks', () => {
    const comma = 'The margins are full of notes, like "for eight people" or "when eggs are scarce", that hint at large families.';
    expect(formatProblems('rts', answer('rts-9703', comma)).join(' ')).toMatch(/rts-9703: put the comma or period inside the closing quotation mark \(US style\), found '"when eggs are scarce",'/);
    const period = 'Anyone can see it long before they\'re called “gifted”. I saw this myself.';
    expect(formatProblems('lts', { id: 'lts-9703', cefr: 'B2', topic: 'talent', question: 'Is talent born or made?', voice: 'female', samples: [{ band: 145, text: period, notes: [] }] }).join(' '))
      .toMatch(/lts-9703: put the comma or period inside the closing quotation mark/);
    const us = 'The margins are full of notes, like "for eight people" or "when eggs are scarce," that hint at large families. She said "no." Then she said "yes" again.';
    expect(formatProblems('rts', answer('rts-9704', us))).toEqual([]);
  });
});

describe('seventh read: an opinion note is the position, not the concession', () => {
  const text = 'Even in a big city, I believe learning to drive is still useful, although it is no longer as essential as it was for our parents. Although lessons are expensive, I think they are worth it.';
  const item = (notes: { quote: string; tag: string }[]) => ({ id: 'ws-9601', samples: [{ band: 145, text, notes }] });

  it('fails an opinion note that quotes only a concessive clause, passes the position and a whole concessive sentence', () => {
    expect(annotationProblems(item([{ quote: 'although it is no longer as essential as it was for our parents', tag: 'opinion' }])).join(' '))
      .toMatch(/ws-9601 band 145: "opinion" note quotes only a concession/);
    expect(annotationProblems(item([{ quote: 'I believe learning to drive is still useful', tag: 'opinion' }]))).toEqual([]);
    expect(annotationProblems(item([{ quote: 'Although lessons are expensive, I think they are worth it.', tag: 'opinion' }]))).toEqual([]);
  });
});

// Eighth read (e8b, e8c; issue 22): "going round in circles" (is-0007), "straight away" (is-0043, ss-0082), "the dummy
// pill" and pills "sold in larger packets" (ir-0045), and an undergraduate "dissertation" (il-0032).
describe('eighth read: British usage in speaking answers, reading sets and conversations', () => {
  it.each([
    ['Doing something with my hands calms my mind, and I stop going round in circles.', 'round in circles', 'around in circles'],
    ['A plant gives you a new leaf and you feel rewarded straight away.', 'straight away', 'right away'],
    ['A drug is only considered effective if it outperforms the dummy pill.', 'dummy pill', 'sugar pill'],
    ['Half of the patients were given dummy tablets.', 'dummy tablets', 'placebo'],
    ['Cheap pills are usually sold in larger packets than expensive ones.', 'sold in larger packets', 'packages'],
    ['She is writing her final-year dissertation on remote work.', 'final-year dissertation', 'senior thesis'],
    ['An external examiner asks you questions about your thesis.', 'external examiner', 'outside committee member'],
    ['Her PhD supervisor suggested the topic.', 'PhD supervisor', 'advisor'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}"`);
    expect(found).toContain(us);
    expect(formatProblems('lt', sentence('lt-9801', text)).join(' ')).toMatch(/lt-9801: US usage, found/);
  });

  it('leaves the US forms and US senses alone', () => {
    for (const text of [
      'Doing something with my hands calms my mind, and I stop going around in circles.',
      'A plant gives you a new leaf and you feel rewarded right away.',
      'He turned and walked straight away from the crowd.',
      'The runners came out of the last turn and onto the straightaway.',
      'A drug is only considered effective if it outperforms the sugar pill.',
      'Cheap pills are usually sold in larger bottles than expensive ones.',
      'She keeps a few sugar packets and seed packets in the kitchen drawer.',
      'Her doctoral dissertation took five years, and her senior thesis took one.',
      'Her advisor and an outside committee member came to the talk.',
      'Her supervisor at work gave her the day off.',
      'The crash test used a dummy in the driver\'s seat.',
    ]) {
      expect(britishUsages(text), text).toEqual([]);
      expect(formatProblems('lt', sentence('lt-9802', text)), text).toEqual([]);
    }
  });
});
