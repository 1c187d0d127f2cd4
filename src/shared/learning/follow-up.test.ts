/** Interactive Writing follow-ups chosen by the stance of the answer, never by a prompt word (issue 22). */
import { describe, expect, it } from 'vitest';
import { chooseFollowUp, followUpProblems } from './follow-up.ts';

// iw-0005 as authored: the prompt names both sides, so both appear in nearly every answer.
const prompt = 'Would you rather work for a large company or a small one? Explain your choice with reasons and examples.';
const options = [
  { question: 'What might be difficult about being one employee among thousands?', stance: ['large', 'big'], ifMentions: ['career', 'salary'] },
  { question: 'What risks come with working for a small organization?', stance: ['small'], ifMentions: ['team', 'family', 'know everyone'] },
  { question: 'What matters more to you in a job?', default: true },
];

describe('follow-up by stance', () => {
  it('follows the side the answer argues for, although it mentions the other side first and concedes its advantages (iw-0005)', () => {
    const answer = 'Large companies are famous, and everyone knows their names. But if I had the choice, I would rather work for a small company, at least at the beginning of my career. Admittedly, large companies usually offer higher salaries, clearer career paths and more security.';
    expect(chooseFollowUp(answer, options, prompt)).toBe(1);
  });

  it('follows the large side when the answer prefers it', () => {
    expect(chooseFollowUp('I prefer a big company because it offers training. Small firms cannot pay much.', options, prompt)).toBe(0);
    expect(chooseFollowUp("Honestly, I'd choose a large company rather than a small one.", options, prompt)).toBe(0);
  });

  it('reads the preference in "study in a group rather than alone" (iw-0002)', () => {
    const study = [{ question: 'Alone?', stance: ['alone', 'by myself'] }, { question: 'Group?', stance: ['group', 'groups'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('I prefer to study in a group rather than alone.', study, 'Study alone or in a group?')).toBe(1);
    expect(chooseFollowUp('I prefer to study alone. Groups are noisy.', study, 'Study alone or in a group?')).toBe(0);
  });

  it('does not take the side an answer turns down with "rather than" or "instead of" (iw-0043)', () => {
    const live = [{ question: 'City?', stance: ['city', 'cities'] }, { question: 'Country?', stance: ['countryside', 'village'] }, { question: 'D', default: true }];
    const p = 'Would you rather live in a city or in the countryside?';
    expect(chooseFollowUp('Rather than living in a city, I would choose the countryside.', live, p)).toBe(1);
    expect(chooseFollowUp('Instead of the countryside, I would choose a big city.', live, p)).toBe(0);
  });

  it('skips a question that restates the prompt and reads the answer after it (iw-0043)', () => {
    const live = [{ question: 'City?', stance: ['city', 'cities'] }, { question: 'Country?', stance: ['countryside', 'village'] }, { question: 'D', default: true }];
    const p = 'Would you rather live in a city or in the countryside?';
    expect(chooseFollowUp('Would I rather live in the countryside or in a city? I would rather live in a city.', live, p)).toBe(0);
    expect(chooseFollowUp('Would I rather live in a city or in the countryside? I would rather live in the countryside.', live, p)).toBe(1);
  });

  it('reads "I disagree that…" as the other side when there are two (iw-0079), and agreement as that side', () => {
    const fees = [{ question: 'Pay?', stance: ['pay', 'paid', 'fees'] }, { question: 'Free?', stance: ['free'] }, { question: 'D', default: true }];
    const p = 'Should university students pay for their education, or should it be free?';
    expect(chooseFollowUp('I disagree that students should pay for their studies.', fees, p)).toBe(1);
    expect(chooseFollowUp('I agree that students should pay something.', fees, p)).toBe(0);
    expect(chooseFollowUp('I disagree that college should be free.', fees, p)).toBe(0);
  });

  it('reads "A is better than B" as A, with the side named before the comparison (sixth read, iw-0005)', () => {
    expect(chooseFollowUp('A small company is better than a large one, because you learn more.', options, prompt)).toBe(1);
    expect(chooseFollowUp('A large company is better than a small one, because it pays more.', options, prompt)).toBe(0);
    expect(chooseFollowUp('Small companies are better for me, because big companies are too busy.', options, prompt)).toBe(1);
    expect(chooseFollowUp('Large companies are better, because they offer training.', options, prompt)).toBe(0);
    // Of two sides named before the comparison, the nearer one is its subject.
    expect(chooseFollowUp('Between a large and a small company, the small one is much better for a beginner.', options, prompt)).toBe(1);
  });

  it('reads "matters more" as a comparison with its subject, and keeps the preferred side of "less … than"', () => {
    const blame = [{ question: 'Own?', stance: ['individual', 'ourselves'] }, { question: 'Society?', stance: ['society'] }, { question: 'D', default: true }];
    const p = 'Who is more responsible for health: individuals or society?';
    expect(chooseFollowUp('Society matters more. Poor people cannot choose healthy food.', blame, p)).toBe(1);
    expect(chooseFollowUp('I think society is more important than the individual here.', blame, p)).toBe(1);
    expect(chooseFollowUp('I think the individual is less important than society, so I would choose society.', blame, p)).toBe(1);
  });

  it('sets aside a conceded clause wherever it stands (sixth read, iw-0090)', () => {
    const kind = [{ question: 'Teach?', stance: ['taught', 'teach', 'learn'], ifMentions: ['school', 'teach'] }, { question: 'Born?', stance: ['character', 'born'], ifMentions: ['character', 'nature'] }, { question: 'D', default: true }];
    const p = 'Can kindness be taught?';
    expect(chooseFollowUp('It is mainly a matter of character, although parents can teach some good manners.', kind, p)).toBe(1);
    expect(chooseFollowUp('Although some people are born kind, I would choose to teach it at school.', kind, p)).toBe(0);
  });

  it('reads "a much better idea", "makes more sense" and "appeals to me more" as comparisons (seventh read, iw-0117, iw-0125)', () => {
    const sea = [{ question: 'Sea?', stance: ['the sea', 'beach', 'ocean'], ifMentions: ['beach', 'swim'] }, { question: 'Hills?', stance: ['mountains', 'hills'], ifMentions: ['hiking', 'snow'] }, { question: 'D', default: true }];
    const p = 'Would you rather live near the sea or near the mountains?';
    expect(chooseFollowUp('The mountains appeal to me more than the sea, because I love hiking and I cannot stand crowded beaches.', sea, p)).toBe(1);
    expect(chooseFollowUp('The sea appeals to me more than the mountains, because I love swimming.', sea, p)).toBe(0);
    const grow = [{ question: 'Up?', stance: ['taller', 'upward'] }, { question: 'Out?', stance: ['spread', 'outward'] }, { question: 'D', default: true }];
    const q = 'Is it better to build taller buildings or to let the city spread outward?';
    expect(chooseFollowUp('Building taller is a much better idea than letting the city spread.', grow, q)).toBe(0);
    expect(chooseFollowUp('Letting the city spread makes more sense to me than building taller towers.', grow, q)).toBe(1);
    expect(chooseFollowUp('It makes more sense to let the city spread outward.', grow, q)).toBe(1);
  });

  it('reads the writer\'s own view after "Some people…, but" (seventh read, iw-0128)', () => {
    const hours = [{ question: 'Flexible?', stance: ['flexible', 'flexibility', 'own hours'] }, { question: 'Fixed?', stance: ['fixed', 'set hours'] }, { question: 'D', default: true }];
    const p = 'Should employees choose their own working hours, or are fixed hours better?';
    expect(chooseFollowUp('Some people like flexibility, but I think fixed hours are better for a team.', hours, p)).toBe(1);
    expect(chooseFollowUp('Some people like fixed hours, but flexible hours are better for parents.', hours, p)).toBe(0);
    // A conceding sentence with no turn still says nothing about the writer.
    expect(chooseFollowUp('Many people like fixed hours. Work is work.', hours, p)).toBe(2);
  });

  it('without a preference word, follows the one side a sentence gives a view on, and the other side when it is negative (seventh read, iw-0079, iw-0120, iw-0047)', () => {
    const fees = [{ question: 'Free?', stance: ['free', 'no fees'] }, { question: 'Pay?', stance: ['pay', 'fees', 'contribute'] }, { question: 'D', default: true }];
    const p = 'Should university be free for all students, or should students pay part of the cost?';
    expect(chooseFollowUp('I think students should pay part of the cost, since graduates usually earn more later.', fees, p)).toBe(1);
    expect(chooseFollowUp('I think students should not pay anything, since education helps everyone.', fees, p)).toBe(0);
    expect(chooseFollowUp("I don't think university should be free.", fees, p)).toBe(1);
    const fix = [{ question: 'Repair?', stance: ['repair', 'fix', 'fixing'] }, { question: 'Replace?', stance: ['replace', 'buy a new'] }, { question: 'D', default: true }];
    const q = 'When something breaks, is it better to repair it or to replace it?';
    expect(chooseFollowUp('Fixing old things is often a waste of time. I would just buy a new one.', fix, q)).toBe(1);
    expect(chooseFollowUp('Replacing a phone every year is a waste of money. I fix mine.', fix, q)).toBe(0);
    // A sentence that reports without a view decides nothing; nor does one that names both sides.
    expect(chooseFollowUp('My grandfather used to repair radios.', fix, q)).toBe(2);
    expect(chooseFollowUp('This question asks whether we should repair things.', fix, q)).toBe(2);
    expect(chooseFollowUp('I think you should repair it or replace it, depending on the price.', fix, q)).toBe(2);
  });

  it('reads the main clause, the view after the last "but", "suits me better", "I am against", semicolons and negative words (seventh read)', () => {
    const exams = [{ question: 'Projects?', stance: ['projects', 'coursework'] }, { question: 'Exams?', stance: ['exams', 'tests'], ifMentions: ['fair'] }, { question: 'D', default: true }];
    const p = 'Are written exams the best way to measure learning, or should they be replaced by projects?';
    // The main clause decides; a subordinate clause naming the other side does not.
    expect(chooseFollowUp('Students should work on projects, because exams only test memory.', exams, p)).toBe(0);
    expect(chooseFollowUp('Exams are not the best way to measure learning. Many students panic, so coursework is fairer.', exams, p)).toBe(0);
    expect(chooseFollowUp('Projects are overrated; a written exam shows what you know.', exams, p)).toBe(1);
    expect(chooseFollowUp('I am against coursework taking the place of exams.', exams, p)).toBe(1);
    expect(chooseFollowUp('Projects are nice, but exams are simply fairer for everyone.', exams, p)).toBe(1);
    expect(chooseFollowUp('Coursework would suit me much better than a three-hour test.', exams, p)).toBe(0);
    expect(chooseFollowUp('Exams should test understanding, not on memory alone.', exams, p)).toBe(1);
    const calls = [{ question: 'Calls?', stance: ['phone', 'calls'] }, { question: 'Messages?', stance: ['messages', 'messaging'] }, { question: 'D', default: true }];
    const q = 'Do you prefer to call your friends or to send them messages?';
    expect(chooseFollowUp('Some people like talking on the phone, but I feel uncomfortable with calls.', calls, q)).toBe(1);
    expect(chooseFollowUp("I don't like messages. A call is quicker.", calls, q)).toBe(0);
    expect(chooseFollowUp('Messaging is easier for me than calling.', calls, q)).toBe(1);
  });

  it('prefers the default to a guess: tied cues, a side named only in a reason, "or", a comparison of no side (seventh read)', () => {
    const fees = [{ question: 'Free?', stance: ['free'], ifMentions: ['no fees', 'taxes'] }, { question: 'Pay?', stance: ['pay', 'paid'], ifMentions: ['fees', 'loan'] }, { question: 'D', default: true }];
    const p = 'Should university be free for all students, or should students pay part of the cost?';
    // A cue of more words that contains the other side's cue counts alone; equal counts go to the default.
    expect(chooseFollowUp('Think of no fees.', fees, p)).toBe(0);
    expect(chooseFollowUp('Taxes and a loan.', fees, p)).toBe(2);
    expect(chooseFollowUp('Although graduates earn more, I believe university should be free, paid for by taxes.', fees, p)).toBe(0);
    expect(chooseFollowUp('When I am young, I should earn a lot, so paying a little is fine; a loan is my choice.', fees, p)).toBe(1);
    expect(chooseFollowUp('I think universities should be free or students should pay, depending on the country.', fees, p)).toBe(2);
    // "A real teacher is better, because a video…": the subject names no side, and the reason does not decide.
    const learn = [{ question: 'Teacher?', stance: ['teacher', 'classes'] }, { question: 'Alone?', stance: ['videos', 'video', 'online'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('In my opinion a real instructor is better, because a video can never correct you.', learn, 'Is it better to learn a skill with a teacher or by yourself with videos?')).toBe(2);
  });

  it('does not count cues conceded before "but", and reads "slower for me" against its side (eighth read, iw-0002, iw-0045)', () => {
    const study = [{ question: 'Alone?', stance: ['alone', 'by myself'], ifMentions: ['quiet', 'focus'] }, { question: 'Group?', stance: ['group', 'groups'], ifMentions: ['friends', 'together'] }, { question: 'D', default: true }];
    const p = 'Do you prefer to study alone or in a group?';
    expect(chooseFollowUp('Studying alone can be quiet and calm, but I learn more when I study together with friends.', study, p)).toBe(1);
    expect(chooseFollowUp('Groups can be fun, but I need quiet to focus.', study, p)).toBe(0);
    const notes = [{ question: 'Hand?', stance: ['pen', 'by hand'] }, { question: 'Laptop?', stance: ['laptop', 'typing'] }, { question: 'D', default: true }];
    const q = 'Do you prefer to take notes by hand or on a laptop?';
    expect(chooseFollowUp('Writing with a pen is slower for me, so I use my laptop for notes.', notes, q)).toBe(1);
    expect(chooseFollowUp('Typing is harder for me, so I take notes with a pen.', notes, q)).toBe(0);
  });

  it('without a stated preference, counts only cues that are not in the prompt, and ignores concessions', () => {
    // "company" and "small" are prompt words: they decide nothing; "team" is a cue of the small side.
    expect(chooseFollowUp('My team is like a family to me, and the company is small.', options, prompt)).toBe(1);
    expect(chooseFollowUp('Of course the salary matters. My team is great.', options, prompt)).toBe(1);
    expect(chooseFollowUp('Work is work.', options, prompt)).toBe(2);
  });

  it('still follows a keyword when the prompt does not contain it', () => {
    const o = [{ question: 'A', ifMentions: ['bike', 'cycling'] }, { question: 'B', default: true }];
    expect(chooseFollowUp('I go cycling every weekend.', o)).toBe(0);
    expect(chooseFollowUp('I read books.', o)).toBe(1);
  });

  it('matches whole words with their regular endings, never the start of a longer word', () => {
    const o = [{ question: 'Sea', ifMentions: ['sea'] }, { question: 'City', ifMentions: ['city'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('Summer is my favourite season.', o)).toBe(2);
    expect(chooseFollowUp('I love swimming in warm seas.', o)).toBe(0);
    expect(chooseFollowUp('Big cities never sleep.', o)).toBe(1);
    expect(chooseFollowUp("The city's parks are green.", o)).toBe(1);
    const cook = [{ question: 'Cook', ifMentions: ['cook'] }, { question: 'D', default: true }];
    const live = [{ question: 'Live', ifMentions: ['live'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('Living by the sea is calm.', live)).toBe(0);
    expect(chooseFollowUp('A lively town.', live)).toBe(1);
    expect(chooseFollowUp('I enjoy cooking for friends.', cook)).toBe(0);
    expect(chooseFollowUp('I bought a cookbook.', cook)).toBe(1);
  });

  it('finds a hyphenated cue written with a hyphen or a space', () => {
    const o = [{ question: 'Week', ifMentions: ['four-day'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('A four-day week would help me rest.', o)).toBe(0);
    expect(chooseFollowUp('A four day week would help me rest.', o)).toBe(0);
    expect(chooseFollowUp('A five-day week is normal.', o)).toBe(1);
  });

  it('reads "prefers" and "would favor" as preferences', () => {
    expect(chooseFollowUp('My brother prefers a small company, and so do I.', options, prompt)).toBe(1);
    expect(chooseFollowUp('I would favor a large company for the training.', options, prompt)).toBe(0);
  });

  it('reports a cue that also occurs in the prompt (the build fails on it)', () => {
    expect(followUpProblems(prompt, [{ question: 'Q', ifMentions: ['company', 'salary'] }])).toEqual(['cue "company" of "Q" also occurs in the prompt']);
    expect(followUpProblems(prompt, options)).toEqual([]);
  });
});

describe('concede-first and reject-style answers (tenth read, issue 22)', () => {
  // Written for these tests: a two-sided choice, with cues that are not prompt words.
  const trip = 'Would you rather travel long distances by train or by plane? Explain why.';
  const ways = [
    { question: 'Train?', stance: ['the train', 'trains', 'rail'], ifMentions: ['scenery', 'legroom', 'rail'] },
    { question: 'Plane?', stance: ['the plane', 'planes', 'flying', 'airport'], ifMentions: ['speed', 'cheap flights', 'airport'] },
    { question: 'Trip?', default: true },
  ];

  it('leaves out a clause granted with a tag ("…, I know that.") when the next sentence turns', () => {
    expect(chooseFollowUp('Flying is much faster, I know that. But I like to look out at the fields, so the train is my choice.', ways, trip)).toBe(0);
    expect(chooseFollowUp('The train is more comfortable, of course. However, I would rather take the plane.', ways, trip)).toBe(1);
    // The granted side's cues do not decide when the writer's own side is phrased without stance terms.
    expect(chooseFollowUp('The airport is close to my home, I admit. But sitting still for six hours while the scenery goes by relaxes me.', ways, trip)).toBe(0);
    expect(chooseFollowUp('Flying is quicker, of course, and the seats are fine. But nothing beats seeing the country from the window.', ways, trip)).toBe(2);
  });

  it('keeps a tagged sentence that no turn answers: "of course" there is emphasis, not a concession', () => {
    expect(chooseFollowUp('I prefer the train, of course. The seats are wide.', ways, trip)).toBe(0);
    expect(chooseFollowUp('The plane is better, I agree. It saves a whole day.', ways, trip)).toBe(1);
    // No comma, no tag: "of course" inside the clause is the writer's own voice.
    expect(chooseFollowUp('I would of course choose the plane. But I miss the views.', ways, trip)).toBe(1);
  });

  it('reads a tag with its own turn from the turn on', () => {
    expect(chooseFollowUp('Planes are fast, I know, but I prefer the train.', ways, trip)).toBe(0);
    expect(chooseFollowUp('Trains are relaxing, it is true, but I prefer the plane.', ways, trip)).toBe(1);
  });

  it('reads "I like to…" as a preference', () => {
    expect(chooseFollowUp('I like to take the train, because I can read.', ways, trip)).toBe(0);
    expect(chooseFollowUp("I don't like to take the train. It is slow.", ways, trip)).toBe(1);
  });

  it('gives the other side when a reported view is turned down with a bare "I disagree"', () => {
    expect(chooseFollowUp('Some people say flying is the only sensible way, but I disagree. Long journeys should be calm.', ways, trip)).toBe(0);
    expect(chooseFollowUp('Many of my friends love the train, but I strongly disagree. Time is precious.', ways, trip)).toBe(1);
    // Both sides named in the reported view: nothing to turn down.
    expect(chooseFollowUp('Some people say trains and planes are equal, but I disagree. It depends on the trip.', ways, trip)).toBe(2);
    // Not a reported view ("some people say…"): a bare "I disagree" after the writer's own words turns nothing down.
    expect(chooseFollowUp('Flying is the only sensible way, but I disagree.', ways, trip)).toBe(2);
  });

  it('reads the result clause after "so" as the view when the clause before it names no side', () => {
    const limits = [
      { question: 'Free?', stance: ['freedom', 'free to'], ifMentions: ['curiosity'] },
      { question: 'Limits?', stance: ['limits', 'restrict'], ifMentions: ['dangerous'] },
      { question: 'D', default: true },
    ];
    const p = 'Should artists be allowed to show anything, or should museums set rules?';
    expect(chooseFollowUp('Some pictures can hurt children, so there should be clear limits.', limits, p)).toBe(1);
    expect(chooseFollowUp('Nobody can judge art fairly, so we should not restrict it.', limits, p)).toBe(0);
    // A result clause that gives no opinion is not a view.
    expect(chooseFollowUp('Museums are busy, so limits are discussed.', limits, p)).toBe(2);
    expect(chooseFollowUp('Museums are busy, so people talk about limits and freedom.', limits, p)).toBe(2);
  });

  it('drops the cues of the sentences before one that opens with a turn (rule 3)', () => {
    const seats = [
      { question: 'Train?', stance: ['trainline'], ifMentions: ['scenery', 'legroom'] },
      { question: 'Plane?', stance: ['jetline'], ifMentions: ['speed', 'airport'] },
      { question: 'D', default: true },
    ];
    expect(chooseFollowUp('Speed matters and the airport is near. However, legroom is what my back needs.', seats, trip)).toBe(0);
    // Without the opening turn both sentences count: one cue each is a tie.
    expect(chooseFollowUp('Speed matters. Legroom is what my back needs.', seats, trip)).toBe(2);
  });

  it('does not count a cue in a clause that runs it down, but does count one in a clause of need', () => {
    const notes = [
      { question: 'Hand?', stance: ['pencil'], ifMentions: ['handwriting'] },
      { question: 'Device?', stance: ['tablet'], ifMentions: ['search'] },
      { question: 'D', default: true },
    ];
    const p = 'How do you take notes in class?';
    expect(chooseFollowUp('My handwriting is terrible, and I like to search my notes later.', notes, p)).toBe(1);
    expect(chooseFollowUp('My handwriting is neat, and I like to search my notes later.', notes, p)).toBe(2);
    const aid = [{ question: 'H', ifMentions: ['hospitals'] }, { question: 'D', default: true }];
    expect(chooseFollowUp('Many hospitals have no money for medicine.', aid)).toBe(0);
  });

  it('reads "it is wrong to…" about one side as the other side', () => {
    expect(chooseFollowUp('I think it is wrong to take the plane for short trips.', ways, trip)).toBe(0);
  });

  // Eleventh read (iw-0077, iw-0124): made-up items of the same shapes, not the answers that were read.
  const trains = [
    { question: 'Train?', stance: ['train', 'trains'] },
    { question: 'Car?', stance: ['car', 'cars', 'driving'] },
    { question: 'D', default: true },
  ];
  const travel = 'Is it better to travel by train or by car? Explain.';

  it('reads "X has/have its/their points" as a concession, not as the view (eleventh read)', () => {
    // Its own sentence, answered by a sentence that opens with a turn: the liked side is the conceded one.
    expect(chooseFollowUp('Cars have their points, I love driving at night. But I think trains are the future, because they are calm.', trains, travel)).toBe(0);
    expect(chooseFollowUp('The train has its advantages and I like the view. However, I prefer my car for long trips.', trains, travel)).toBe(1);
    // In one sentence with its turn.
    expect(chooseFollowUp('Trains have their merits, but I would choose a car for the freedom.', trains, travel)).toBe(1);
    // Conceded and nothing else said: no side, so the neutral default.
    expect(chooseFollowUp('Cars have their good sides.', trains, travel)).toBe(2);
  });

  it('reads the view after "I think if/when …," (eleventh read)', () => {
    expect(chooseFollowUp('I think if the tickets are cheap, trains should be the first choice.', trains, travel)).toBe(0);
    expect(chooseFollowUp('In my opinion, when you have children, a car is easier.', trains, travel)).toBe(1);
    // The clause is still not the view: a side named only in it does not count.
    expect(chooseFollowUp('I think if the train is late, people get angry.', trains, travel)).toBe(2);
  });
});
