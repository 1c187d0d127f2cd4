// The project's drawn photos: one function per photo id, composing parts.mjs into a describable scene (people
// doing things, places, objects in context). What each shows is written out in content/photos/photos.json.
import * as d from './parts.mjs';

const { SKIN: K, HAIR: H, POSE } = d;
/** A standing person whose feet are on the ground line gy. */
const P = (x, gy, o = {}) => d.person({ x, y: gy - 80 * (o.s ?? 1), ...o });
/** A person sitting on a seat whose top is at sy. */
const S = (x, sy, o = {}) => d.person({ x, y: sy - 6 * (o.s ?? 1), ...POSE.sitR, ...o });
const SL = (x, sy, o = {}) => d.person({ x, y: sy - 6 * (o.s ?? 1), ...POSE.sitL, ...o });
const all = (...parts) => parts.join('');
const PHOTOGRAPHER = { x: 220, y: 500, skin: K[2], hair: H.brown, shirt: '#e74c3c', pants: '#2f3640', hat: 'cap', armR: [140, -100], armL: [-10, -5] };
const TOASTER = { x: 540, y: 500, skin: K[0], hair: H.blond, style: 'long', shirt: '#16a085', pants: '#2f3640', armL: [-150, -170] };
// Standing people behind a table or counter are drawn before it, so it hides their legs (issue 22: no one stands on furniture).
const PRESENTER = { skin: K[4], hair: H.black, shirt: '#5dade2', pants: '#2f3640', armL: [-140, -130] };
const DRUMMER = { x: 400, y: 405, s: 0.85, skin: K[2], hair: H.black, style: 'curly', shirt: '#7f8c8d', pants: '#2f3640', armL: [-130, -100], armR: [130, 100], legL: [60, 0], legR: [-60, 0] };
const HAIRDRESSER = { x: 470, y: 438, s: 1.15, skin: K[1], hair: H.red, style: 'bun', shirt: '#2c3e50', pants: '#2c3e50', armL: [-100, -160], armR: [-20, -10] };
const WAITER = { x: 450, y: 420, skin: K[4], hair: H.black, shirt: '#ffffff', pants: '#1f1a17', apron: '#1f1a17', armR: [150, 100] };

export const SCENES = {
  // Family cooking dinner in a kitchen.
  'ph-0001': () => all(
    d.wall('#f6ead4', 430, '#c9a27a'), d.windowFrame(120, 90, 160, 120), d.counter(40, 330, 400, 100), d.stove(460, 330), d.fridge(640, 430),
    d.pot(515, 320), d.steam(505, 280), d.steam(525, 284), d.rect(150, 314, 90, 8, '#c8914a', 2), d.circle(170, 308, 9, '#e74c3c'), d.circle(192, 309, 8, '#27ae60'), d.circle(214, 308, 9, '#f39c12'), d.bowl(350, 322),
    P(200, 560, { skin: K[3], hair: H.black, shirt: '#3b7dd8', pants: '#2f3640', armL: [-30, 60], armR: [40, 120] }),
    P(520, 560, { skin: K[3], hair: H.black, style: 'long', shirt: '#e74c3c', pants: '#34495e', skirt: '#34495e', armR: [-150, -200], apron: '#ffffff' }),
    P(350, 560, { s: 0.7, skin: K[3], hair: H.black, style: 'curly', shirt: '#f1c40f', pants: '#2e86c1', armL: [-150, -175], armR: [150, 175] }),
  ),
  // A teacher at the board, students at desks.
  'ph-0002': () => all(
    d.wall('#e9f0e4', 440, '#b8926a'), d.board(250, 70, 320, 170, '#2f5d46', d.scribbles(275, 110, 5, 260)), d.clock(690, 90),
    P(170, 540, { skin: K[1], hair: H.grey, style: 'bun', shirt: '#8e5fc6', pants: '#2f3640', skirt: '#2f3640', armR: [150, 175] }),
    d.table(300, 420, 150, 90, '#d9b38c'), d.table(520, 420, 150, 90, '#d9b38c'),
    d.chair(345, 462, 1, '#2e86c1'), d.chair(560, 462, 1, '#2e86c1'),
    d.person({ x: 345, y: 450, s: 0.85, skin: K[4], hair: H.black, style: 'short', shirt: '#27ae60', eyes: false, armL: [-40, 20], armR: [150, 170], legL: [0, 0], legR: [0, 0] }),
    d.person({ x: 560, y: 450, s: 0.85, skin: K[0], hair: H.red, style: 'long', shirt: '#e67e22', eyes: false, armL: [-40, 30], armR: [40, 30] }),
    d.openBook(375, 420), d.openBook(600, 420),
  ),
  // Someone working on a laptop in a café by the window.
  'ph-0003': () => all(
    d.wall('#efe2d0', 440, '#9c7452'), d.windowFrame(60, 60, 300, 220, '#bfe3f5', d.building(70, 280, 90, 150, '#c9b8a8') + d.building(170, 280, 110, 190, '#b0c4d8') + d.building(290, 280, 70, 120, '#d8c0a8')),
    d.lamp(700, 440, 200), d.plant(620, 440, 1.2),
    d.table(330, 380, 220, 100, '#7d5430'), d.chair(320, 420, 1, '#2c3e50'),
    S(320, 420, { skin: K[2], hair: H.brown, style: 'bun', shirt: '#16a085', pants: '#2f3640', armL: [60, 100], armR: [70, 100] }),
    d.laptop(400, 380, -1), d.cup(500, 380), d.steam(500, 356), d.plate(460, 378, '#d4a056'),
  ),
  // A man walks his dog in the park while a woman reads on a bench.
  'ph-0004': () => all(
    d.sky(), d.sun(680, 90), d.cloud(200, 100), d.ground(380), d.tree(100, 400, 1.2), d.tree(720, 390, 1), d.path('M300,600 Q380,470 520,380 H580 Q470,480 440,600Z', '#e3cf9f'),
    d.bench(560, 470, 170), SL(640, 426, { skin: K[0], hair: H.blond, style: 'long', shirt: '#e8547a', pants: '#5d6d7e', armL: [-60, -100], armR: [-30, -110] }), d.openBook(610, 400),
    P(330, 560, { skin: K[4], hair: H.black, shirt: '#2e86c1', pants: '#2f3640', ...POSE.walkR, armR: [40, 50] }),
    d.dog(420, 565, '#b5835a', 1), d.line(368, 505, 392, 520, '#333', 2),
    d.flower(200, 560), d.flower(230, 575, '#f1c40f'), d.flower(740, 560, '#8e5fc6'),
  ),
  // A family builds a sandcastle on the beach.
  'ph-0005': () => all(
    d.sky('#9ed8f5'), d.sun(110, 90), d.cloud(520, 80, 0.9), d.water(300, '#3f8fd2'), d.rect(0, 380, 800, 220, '#f2d9a0'), d.path('M0,385 Q200,360 400,385 T800,380 V392 H0Z', '#ffffff'),
    d.umbrella(640, 420, '#e74c3c', 120), d.rect(560, 528, 150, 12, '#2e86c1', 2),
    d.rect(330, 470, 120, 60, '#e2c184', 4), d.rect(350, 440, 30, 30, '#e2c184', 2), d.rect(400, 440, 30, 30, '#e2c184', 2), d.poly([[390, 440], [392, 400], [410, 410]], '#e74c3c'),
    d.person({ x: 280, y: 500, s: 0.7, skin: K[2], hair: H.brown, style: 'curly', shirt: '#f1c40f', pants: '#16a085', legL: [-80, 0], legR: [70, 0], armR: [80, 60] }),
    d.person({ x: 500, y: 495, s: 0.9, skin: K[2], hair: H.black, shirt: '#ffffff', pants: '#2e86c1', legL: [-88, 0], legR: [-92, 0], armL: [-70, -60] }),
    d.rect(230, 520, 24, 18, '#e74c3c', 3), d.shovel(250, 525, 30),
  ),
  // People with umbrellas wait as a bus arrives in the rain.
  'ph-0006': () => all(
    d.sky('#8fa3b3'), d.building(0, 420, 220, 300, '#7d8a97'), d.building(230, 420, 180, 250, '#95a3b0'), d.building(420, 420, 200, 320, '#6f7c89'), d.ground(420, '#5d6770'), d.rect(0, 490, 800, 110, '#4a525a'),
    ...Array.from({ length: 40 }, (_, i) => d.line((i * 97) % 800, (i * 53) % 420, (i * 97) % 800 - 8, ((i * 53) % 420) + 22, '#cfe0ee', 2, ' opacity="0.7"')),
    d.bus(380, 560, '#d64545'),
    d.rect(40, 300, 8, 190, '#444'), d.rect(30, 280, 28, 28, '#2e86c1', 4),
    P(120, 500, { skin: K[1], hair: H.brown, shirt: '#f39c12', pants: '#2f3640', armR: [150, 175] }), d.umbrella(142, 350, '#2e86c1', 40),
    P(250, 505, { skin: K[5], hair: H.black, style: 'long', shirt: '#8e5fc6', pants: '#2f3640', skirt: '#2f3640', armL: [-150, -175] }), d.umbrella(228, 355, '#f1c40f', 40),
  ),
  // A fruit seller serves a customer at a market stall.
  'ph-0007': () => all(
    d.sky('#cde9f6'), d.ground(430, '#cdb898'), d.rect(140, 120, 520, 40, '#e74c3c'), ...[0, 1, 2, 3, 4, 5, 6].map((i) => d.rect(140 + i * 80, 120, 40, 40, '#ffffff')), d.rect(150, 160, 8, 200, '#7d5430'), d.rect(642, 160, 8, 200, '#7d5430'),
    P(400, 420, { skin: K[3], hair: H.black, shirt: '#27ae60', pants: '#2f3640', hat: 'cap', armR: [70, 100] }),
    d.rect(140, 330, 520, 130, '#a8743f', 4), d.basket(230, 330, '#c8914a'), d.fruitPile(200, 306), d.basket(330, 330), d.fruitPile(300, 306, ['#f1c40f', '#f39c12', '#f1c40f', '#e67e22']), d.basket(560, 330), d.fruitPile(530, 306, ['#27ae60', '#2ecc71', '#27ae60', '#16a085']),
    P(640, 590, { skin: K[0], hair: H.grey, style: 'bun', shirt: '#2e86c1', pants: '#5d6d7e', skirt: '#5d6d7e', armL: [-70, -95] }), d.basket(700, 560, '#b07a38'),
  ),
  // Readers at a library table, shelves behind them.
  'ph-0008': () => all(
    d.wall('#ede4d6', 440, '#8d6e57'), d.bookshelf(20, 60, 250, 370), d.bookshelf(530, 60, 250, 370), d.lamp(400, 380, 60),
    d.table(230, 380, 340, 100, '#7d5430'),
    d.chair(280, 420, 1, '#4b6584'), d.chair(520, 420, -1, '#4b6584'),
    S(280, 420, { skin: K[4], hair: H.black, style: 'curly', shirt: '#e67e22', armL: [60, 120], armR: [60, 120] }),
    SL(520, 420, { skin: K[1], hair: H.blond, style: 'short', shirt: '#3b7dd8', armL: [-60, -110], armR: [-50, -100] }),
    d.openBook(340, 378), d.openBook(460, 378), d.book(380, 378, '#27ae60'), d.book(384, 370, '#d35454'),
  ),
  // Children play football; one kicks toward the goal.
  'ph-0009': () => all(
    d.sky(), d.cloud(150, 80), d.cloud(600, 110, 0.8), d.ground(300, '#5fb64a'), d.rect(0, 420, 800, 4, '#ffffff', 0, ' opacity="0.7"'), d.goal(560, 430),
    P(240, 520, { s: 0.8, skin: K[3], hair: H.black, shirt: '#e74c3c', pants: '#ffffff', legL: [0, 0], legR: [60, 30], armL: [-40, -20], armR: [40, 20] }), d.ball(340, 495),
    P(450, 500, { s: 0.75, skin: K[0], hair: H.red, shirt: '#2e86c1', pants: '#ffffff', ...POSE.walkL }),
    P(640, 440, { s: 0.7, skin: K[5], hair: H.black, shirt: '#f1c40f', pants: '#2f3640', armL: [-120, -140], armR: [120, 140] }),
    P(110, 480, { s: 0.75, skin: K[2], hair: H.brown, style: 'long', shirt: '#e74c3c', pants: '#ffffff', ...POSE.walkR }),
  ),
  // Two friends sit by a campfire in front of a tent at night.
  'ph-0010': () => all(
    d.sky('#1f2a4d'), d.moon(650, 90), d.stars([[80, 60], [160, 120], [260, 50], [360, 100], [450, 40], [540, 130], [720, 170], [60, 200], [300, 180]]), d.mountains(330, ['#2c3e66', '#25355a']), d.ground(330, '#2f4f3a'), d.pine(90, 360, 1.1, '#1e3d2c'), d.pine(740, 350, 1, '#1e3d2c'),
    d.tent(230, 430, '#e67e22'), d.campfire(420, 500), d.ellipse(420, 505, 110, 20, '#f39c12', ' opacity="0.25"'),
    d.rect(270, 500, 70, 22, '#6b4428', 8), d.rect(500, 500, 70, 22, '#6b4428', 8),
    S(300, 500, { skin: K[1], hair: H.brown, shirt: '#c0392b', pants: '#34495e', armR: [90, 60] }),
    SL(540, 500, { skin: K[4], hair: H.black, style: 'long', shirt: '#27ae60', pants: '#34495e', armL: [-90, -60] }),
  ),
  // A doctor listens to a patient's heart in a clinic.
  'ph-0011': () => all(
    d.wall('#e3f1f4', 440, '#b0bec5'), d.windowFrame(540, 70, 180, 140), d.rect(80, 90, 120, 150, '#ffffff', 4), d.scribbles(96, 120, 5, 90, '#7f8c8d'),
    d.rect(250, 360, 240, 30, '#5dade2', 6), d.rect(260, 390, 12, 60, '#7f8c8d'), d.rect(468, 390, 12, 60, '#7f8c8d'),
    d.person({ x: 360, y: 355, skin: K[2], hair: H.brown, style: 'curly', shirt: '#f7dc6f', pants: '#2f3640', legL: [-20, 0], legR: [20, 0] }),
    P(540, 540, { skin: K[5], hair: H.black, style: 'bun', shirt: '#ffffff', pants: '#5dade2', armL: [-80, -100] }), d.line(522, 440, 420, 320, '#444', 2), d.circle(418, 318, 6, '#95a5a6'),
  ),
  // Colleagues in a meeting look at a chart on a screen.
  'ph-0012': () => all(
    d.wall('#eef1f5', 440, '#8e9aaf'), d.rect(260, 50, 280, 170, '#2c3e50', 4), d.rect(270, 60, 260, 150, '#ffffff'),
    ...[0, 1, 2, 3, 4].map((i) => d.rect(300 + i * 45, 190 - (i + 1) * 22, 28, (i + 1) * 22, i === 4 ? '#27ae60' : '#3b7dd8')),
    P(610, 445, PRESENTER), d.table(120, 400, 560, 100, '#dfe6ee', '#95a5a6'),
    S(90, 440, { skin: K[0], hair: H.grey, shirt: '#34495e', armR: [70, 100] }), d.chair(90, 440, 1, '#2c3e50'),
    SL(730, 440, { skin: K[3], hair: H.black, style: 'long', shirt: '#c0392b', armL: [-70, -100] }), d.chair(730, 440, -1, '#2c3e50'),
    d.laptop(200, 400, 1), d.laptop(560, 400, -1), d.cup(400, 400), d.cup(440, 400, '#e74c3c'),
  ),
  // A cashier scans groceries for a customer with a cart.
  'ph-0013': () => all(
    d.wall('#f4f6f7', 420, '#d5dbdb'), ...[0, 1, 2].map((r) => d.rect(40, 80 + r * 90, 720, 10, '#95a5a6')), ...Array.from({ length: 36 }, (_, i) => d.rect(50 + (i % 12) * 60, 44 + Math.floor(i / 12) * 90, 40, 36, ['#e74c3c', '#f1c40f', '#27ae60', '#3b7dd8', '#e67e22'][i % 5], 3)),
    P(230, 520, { skin: K[2], hair: H.black, style: 'bun', shirt: '#27ae60', pants: '#2f3640', armR: [60, 90] }),
    d.counterDesk(120, 560, 300, '#5d6d7e'), d.rect(150, 448, 240, 6, '#2c3e50'), d.fruitPile(280, 448, ['#e74c3c', '#f1c40f']), d.box(360, 448, 40, 30, '#3b7dd8'),
    P(560, 580, { skin: K[1], hair: H.brown, shirt: '#8e5fc6', pants: '#2f3640', armL: [-60, -90] }),
    d.rect(600, 470, 120, 70, 'none', 6, ' stroke="#7f8c8d" stroke-width="5"'), d.bag(640, 470, '#f39c12'), d.bag(690, 470, '#27ae60'), d.circle(615, 560, 10, '#333'), d.circle(705, 560, 10, '#333'),
  ),
  // Two cyclists ride along a country road.
  'ph-0014': () => all(
    d.sky('#a9dcf5'), d.sun(120, 80), d.hills(330, '#86c76a'), d.hills(380, '#6fb356'), d.rect(0, 470, 800, 60, '#8d8d8d'), d.rect(0, 497, 800, 4, '#f4f4f4'), d.tree(700, 430, 0.8), d.tree(90, 420, 0.7),
    d.bicycle(300, 530, '#e74c3c'), d.person({ x: 290, y: 450, skin: K[4], hair: H.black, shirt: '#f1c40f', pants: '#2f3640', hat: 'helmet', legL: [40, -10], legR: [80, 10], armL: [60, 40], armR: [70, 40], eyes: true }),
    d.bicycle(520, 530, '#2e86c1'), d.person({ x: 510, y: 450, skin: K[0], hair: H.blond, style: 'long', shirt: '#16a085', pants: '#2f3640', hat: 'helmet', legL: [70, 10], legR: [30, -10], armL: [60, 40], armR: [70, 40] }),
  ),
  // A grandmother and a child water flowers in a garden.
  'ph-0015': () => all(
    d.sky(), d.sun(700, 80), d.fence(400), d.ground(400, '#7cc262'), d.house(520, 400, 220), d.rect(0, 470, 800, 130, '#6b4428'),
    ...[80, 130, 180, 230, 280, 330, 380].map((x, i) => d.flower(x, 500 + (i % 2) * 20, ['#e8547a', '#f1c40f', '#8e5fc6', '#e67e22'][i % 4])),
    P(470, 580, { skin: K[1], hair: H.white, style: 'bun', shirt: '#8e5fc6', pants: '#5d6d7e', skirt: '#5d6d7e', armL: [-60, -70] }),
    d.rect(350, 430, 50, 36, '#27ae60', 8), d.line(352, 438, 320, 420, '#27ae60', 5), d.line(320, 420, 310, 430, '#7fc3e8', 2),
    P(600, 590, { s: 0.65, skin: K[1], hair: H.blond, style: 'short', shirt: '#f39c12', pants: '#2e86c1', armL: [-60, -80] }),
  ),
  // Friends celebrate a birthday with a cake and balloons.
  'ph-0016': () => all(
    d.wall('#fdebd0', 440, '#c39b77'), d.balloon(120, 120, '#e74c3c'), d.balloon(170, 100, '#3b7dd8'), d.balloon(640, 110, '#f1c40f'), d.balloon(690, 130, '#27ae60'),
    d.path('M40,40 Q200,90 400,40 T760,40', 'none', ' stroke="#8e5fc6" stroke-width="4"'), ...[100, 200, 300, 500, 600, 700].map((x) => d.poly([[x - 14, 52], [x + 14, 52], [x, 80]], '#e8547a')),
    P(200, 560, { skin: K[3], hair: H.black, style: 'curly', shirt: '#e8547a', pants: '#2f3640', armL: [-150, -175], armR: [150, 175] }),
    P(600, 560, { skin: K[1], hair: H.brown, shirt: '#2e86c1', pants: '#2f3640', armL: [-120, -150], armR: [120, 150] }),
    d.table(260, 430, 280, 90, '#ffffff', '#bdc3c7'), d.cake(400, 430), d.plate(300, 428), d.plate(500, 428),
    P(400, 600, { s: 0.7, skin: K[3], hair: H.black, style: 'long', shirt: '#f1c40f', pants: '#8e5fc6', skirt: '#8e5fc6', eyes: false, armL: [-150, -175], armR: [150, 175] }),
  ),
  // A traveller with a suitcase waits on a platform as a train pulls in.
  'ph-0017': () => all(
    d.sky('#c9e4f2'), d.rect(0, 0, 800, 60, '#7f8c8d'), d.rect(60, 60, 12, 340, '#7f8c8d'), d.rect(720, 60, 12, 340, '#7f8c8d'), d.clock(400, 110, 28),
    d.rect(0, 250, 800, 150, '#2e86c1', 0), d.rect(0, 260, 800, 10, '#f4f4f4'), ...[0, 1, 2, 3, 4, 5].map((i) => d.rect(40 + i * 130, 290, 90, 60, '#cfe8f7', 6)), d.rect(0, 400, 800, 30, '#555'),
    d.rect(0, 430, 800, 170, '#b8b8b8'), d.rect(0, 430, 800, 12, '#f1c40f'),
    P(360, 580, { skin: K[4], hair: H.black, style: 'long', shirt: '#c0392b', pants: '#2f3640', armR: [20, 10] }), d.suitcase(410, 586, '#16a085'), d.backpack(338, 474, '#34495e'),
    P(600, 560, { skin: K[0], hair: H.grey, shirt: '#5d6d7e', pants: '#2f3640', armL: [-60, -150] }), d.phone(...d.handAt({ x: 600, y: 480, armL: [-60, -150] }, 'L')),
  ),
  // At the airport, a traveller checks the departures board while a plane waits outside.
  'ph-0018': () => all(
    d.wall('#eef1f5', 450, '#cfd6de'), d.windowFrame(420, 60, 340, 240, '#a9dcf5', d.rect(420, 240, 340, 60, '#8d8d8d') + d.path('M470,230 H700 Q730,230 730,215 Q730,205 700,205 H520 L490,175 H470 L485,205 H470Z', '#ffffff') + d.poly([[580, 215], [620, 215], [560, 260], [540, 260]], '#dfe6ee')),
    d.rect(60, 60, 300, 200, '#1f2a3a', 6), ...Array.from({ length: 6 }, (_, i) => d.rect(76, 80 + i * 28, 150 - (i % 3) * 20, 14, '#f1c40f', 2) + d.rect(260, 80 + i * 28, 80, 14, i === 2 ? '#e74c3c' : '#27ae60', 2)),
    P(230, 570, { skin: K[2], hair: H.brown, style: 'bun', shirt: '#e67e22', pants: '#2f3640', eyes: false, armR: [20, 10] }), d.suitcase(282, 576, '#8e5fc6'),
    P(560, 570, { skin: K[5], hair: H.black, shirt: '#3b7dd8', pants: '#2f3640', ...POSE.walkR, armR: [10, 10] }), d.suitcase(606, 576, '#d64545'),
  ),
  // A painter works on a landscape at an easel.
  'ph-0019': () => all(
    d.wall('#f7f1e3', 450, '#a0785a'), d.windowFrame(520, 60, 200, 180, '#bfe3f5', d.tree(620, 240, 0.6)), d.painting(60, 80, 140, 100, d.circle(130, 130, 30, '#e8547a') + d.rect(80, 150, 100, 20, '#27ae60')),
    d.easel(420, 540, d.rect(360, 350, 120, 100, '#bfe3f5') + d.poly([[360, 450], [400, 380], [440, 450]], '#6d88b0') + d.poly([[410, 450], [450, 395], [480, 450]], '#8aa4c8') + d.circle(455, 370, 10, '#ffd54a') + d.rect(360, 430, 120, 20, '#7cc262')),
    P(270, 570, { skin: K[1], hair: H.red, style: 'long', shirt: '#16a085', pants: '#2f3640', apron: '#f4f4f4', armR: [110, 90] }),
    d.rect(560, 470, 80, 60, '#7d5430', 4), d.ellipse(600, 465, 40, 10, '#bdc3c7'), d.circle(585, 462, 5, '#e74c3c'), d.circle(600, 460, 5, '#3b7dd8'), d.circle(615, 463, 5, '#f1c40f'),
  ),
  // A band plays on stage: singer, guitarist and drummer.
  'ph-0020': () => all(
    d.rect(0, 0, 800, 600, '#1c1f33'), d.poly([[150, 0], [220, 0], [300, 440], [60, 440]], '#f9e79f', ' opacity="0.18"'), d.poly([[580, 0], [650, 0], [760, 440], [520, 440]], '#f9e79f', ' opacity="0.18"'),
    d.rect(0, 440, 800, 160, '#5b3a22'), d.rect(0, 440, 800, 12, '#3e2716'),
    d.stool(400, 440, '#2f3640'), d.person(DRUMMER), d.drums(400, 470),
    ...['L', 'R'].map((side) => { const [hx, hy] = d.handAt(DRUMMER, side); return d.line(hx, hy, hx + (side === 'L' ? 16 : -16), hy - 30, '#e8d3a8', 4); }),
    P(180, 560, { skin: K[0], hair: H.blond, style: 'long', shirt: '#e74c3c', pants: '#2f3640', armL: [-20, 40], armR: [-30, -80] }), d.microphone(230, 560),
    P(620, 560, { skin: K[4], hair: H.black, shirt: '#2e86c1', pants: '#2f3640', armL: [20, 80], armR: [-20, 60] }), d.guitar(620, 500, -35),
  ),
  // Children build a snowman in front of snowy houses.
  'ph-0021': () => all(
    d.sky('#d6e4ee'), d.house(60, 380, 200, '#d9c7a6', '#7d8a97'), d.poly([[44, 250], [160, 170], [276, 250], [260, 250], [160, 186], [60, 250]], '#ffffff'), d.house(560, 370, 180, '#c9b8a8', '#7d8a97'), d.ground(370, '#f7fbff'), d.pine(330, 380, 0.9, '#2f6b4a'),
    ...Array.from({ length: 30 }, (_, i) => d.circle((i * 113) % 800, (i * 71) % 360, 3, '#ffffff')),
    d.snowman(420, 540),
    P(300, 560, { s: 0.7, skin: K[1], hair: H.brown, shirt: '#e74c3c', pants: '#2e86c1', hat: 'cap', armR: [70, 60] }),
    P(540, 560, { s: 0.7, skin: K[5], hair: H.black, style: 'curly', shirt: '#27ae60', pants: '#2f3640', armL: [-70, -110] }),
  ),
  // A man fishes from a small boat on a mountain lake.
  'ph-0022': () => all(
    d.sky('#f6d7a7'), d.sun(620, 210, 50), d.mountains(300, ['#7e8fb3', '#65759a']), d.water(300, '#4f86b8'), d.pine(40, 330, 0.7, '#2f6b4a'), d.pine(110, 320, 0.8, '#2f6b4a'),
    d.person({ x: 400, y: 420, s: 0.9, skin: K[2], hair: H.grey, shirt: '#c0392b', pants: '#34495e', hat: 'cap', legL: [80, 0], legR: [90, 0], armR: [120, 120] }),
    d.boat(400, 470, '#8b5a3c'), d.line(440, 340, 560, 260, '#333', 3), d.path('M560,260 Q600,300 600,420', 'none', ' stroke="#555" stroke-width="1.2"'), d.circle(600, 422, 4, '#e74c3c'),
  ),
  // Hikers with backpacks climb a mountain trail.
  'ph-0023': () => all(
    d.sky('#a9dcf5'), d.cloud(600, 80), d.mountains(380, ['#9fb3c8', '#7e8fb3']), d.path('M0,600 V420 Q250,330 800,360 V600Z', '#8fbf6a'), d.path('M120,600 Q300,480 520,420 Q600,400 700,395 L720,405 Q560,440 420,520 Q330,570 300,600Z', '#d8c08a'),
    P(360, 540, { skin: K[3], hair: H.black, shirt: '#e74c3c', pants: '#2f3640', hat: 'cap', ...POSE.walkR }), d.backpack(338, 480, '#2e86c1'),
    P(520, 470, { s: 0.85, skin: K[0], hair: H.blond, style: 'long', shirt: '#27ae60', pants: '#2f3640', ...POSE.walkR, armR: [150, 170] }), d.backpack(500, 418, '#f39c12'),
  ),
  // A waiter serves dinner to a couple in a restaurant.
  'ph-0024': () => all(
    d.wall('#7b2d26', 440, '#4e342e'), d.painting(80, 80, 160, 110, d.circle(160, 135, 30, '#f39c12')), d.lamp(650, 440, 220),
    d.person(WAITER), d.plate(...d.handAt(WAITER, 'R')), d.table(260, 400, 300, 100, '#f4f4f4', '#7d5430'),
    S(230, 440, { skin: K[0], hair: H.brown, style: 'long', shirt: '#8e5fc6', armR: [60, 100] }), d.chair(230, 440, 1, '#5b3a22'),
    SL(590, 440, { skin: K[3], hair: H.black, shirt: '#2c3e50', armL: [-60, -100] }), d.chair(590, 440, -1, '#5b3a22'),
    d.plate(330, 398), d.plate(480, 398, '#c0392b'), d.rect(400, 360, 10, 38, '#b0d0e0', 2), d.circle(405, 355, 8, '#f39c12'),
  ),
  // A family watches television on the sofa while the cat sleeps on the rug.
  'ph-0025': () => all(
    d.wall('#e8dcc8', 430, '#a87c55'), d.windowFrame(40, 80, 140, 160, '#233056', d.moon(110, 140)), d.lamp(90, 430, 125), d.tv(600, 380, 160), d.rect(580, 380, 200, 50, '#7d5430', 4), d.plant(760, 430, 0.9),
    d.sofa(220, 470, 280, '#5a7fb5'),
    d.person({ x: 290, y: 410, skin: K[2], hair: H.black, shirt: '#e67e22', ...POSE.sitR, armR: [40, 90] }),
    d.person({ x: 400, y: 410, skin: K[2], hair: H.black, style: 'long', shirt: '#16a085', ...POSE.sitR, armL: [-20, 60] }),
    d.person({ x: 470, y: 418, s: 0.7, skin: K[2], hair: H.black, style: 'curly', shirt: '#f1c40f', ...POSE.sitR }),
    d.rug(400, 540, 360, '#c0643b'), d.cat(420, 548), d.bowl(340, 420, '#ffffff', '#f1c40f'),
  ),
  // Builders in helmets lay bricks while a crane lifts materials.
  'ph-0026': () => all(
    d.sky('#bfe3f5'), d.crane(620, 460), d.building(80, 460, 200, 220, '#c9b8a8', '#8d8d8d'), d.ground(460, '#b5a284'),
    d.bricks(300, 520, 5, 7),
    P(250, 580, { skin: K[4], hair: H.black, shirt: '#f39c12', pants: '#2e86c1', hat: 'helmet', armR: [90, 100] }),
    P(600, 580, { skin: K[1], hair: H.brown, shirt: '#f39c12', pants: '#2e86c1', hat: 'helmet', ...POSE.walkL, armL: [-60, -90], armR: [60, 90] }), d.box(600, 500, 60, 30, '#c0643b'),
  ),
  // A farmer stands by a tractor near a barn and cows.
  'ph-0027': () => all(
    d.sky('#bfe3f5'), d.sun(90, 80), d.hills(300, '#a3cf6e'), d.ground(380, '#8fbf55'), ...Array.from({ length: 8 }, (_, i) => d.rect(0, 400 + i * 26, 800, 6, '#79a844')),
    d.barnAndField(540, 380), d.fence(420, '#ffffff'), d.cow(650, 470), d.cow(470, 450),
    d.tractor(200, 540, '#27ae60'), P(330, 580, { skin: K[2], hair: H.brown, shirt: '#c0392b', pants: '#2e86c1', hat: 'cap', armL: [-30, 60] }),
  ),
  // Students use a microscope and test tubes in a science lab.
  'ph-0028': () => all(
    d.wall('#e8f4f8', 430, '#b0bec5'), d.rect(40, 80, 720, 12, '#95a5a6'), ...[80, 140, 200, 600, 660, 720].map((x, i) => d.flask(x, 80, ['#27ae60', '#e74c3c', '#3b7dd8'][i % 3])),
    d.counter(60, 400, 680, 100, '#34495e', '#dfe6ee'),
    P(230, 560, { skin: K[3], hair: H.black, style: 'bun', shirt: '#ffffff', pants: '#2f3640', armR: [120, 80] }), d.microscope(310, 392),
    P(540, 560, { skin: K[0], hair: H.brown, shirt: '#ffffff', pants: '#2f3640', armL: [-150, -170] }), d.flask(500, 392, '#8e5fc6'), d.flask(600, 392, '#f1c40f'),
  ),
  // A yoga class stretches on mats.
  'ph-0029': () => all(
    d.wall('#f4ece1', 420, '#c7a17a'), d.windowFrame(80, 70, 260, 200, '#bfe3f5', d.tree(210, 270, 0.7)), d.windowFrame(460, 70, 260, 200, '#bfe3f5'), d.plant(760, 420, 1.2),
    d.mat(90, 560, 170, '#8e5fc6'), P(175, 556, { skin: K[4], hair: H.black, style: 'bun', shirt: '#16a085', pants: '#2f3640', ...POSE.holdUpBoth, legL: [-25, 0], legR: [25, 0] }),
    d.mat(320, 560, 170, '#e67e22'), P(405, 556, { skin: K[1], hair: H.blond, style: 'long', shirt: '#e8547a', pants: '#2f3640', armL: [-90, -90], armR: [90, 90], legL: [-25, 0], legR: [25, 0] }),
    d.mat(550, 560, 170, '#27ae60'), P(635, 556, { skin: K[2], hair: H.brown, shirt: '#3b7dd8', pants: '#2f3640', ...POSE.holdUpBoth, legL: [0, 0], legR: [70, -20] }),
  ),
  // Swimmers in a pool watched by a lifeguard.
  'ph-0030': () => all(
    d.wall('#dfeef6', 300, '#eaeaea'), d.windowFrame(60, 60, 680, 160, '#bfe3f5'), d.pool(330), d.rect(0, 310, 800, 20, '#ffffff'),
    d.lifeguardChair(700, 330), d.person({ x: 700, y: 150, s: 0.8, skin: K[3], hair: H.black, shirt: '#e74c3c', pants: '#e74c3c', ...POSE.sitL }),
    ...[[160, 400, K[1], H.brown], [420, 460, K[4], H.black], [280, 520, K[0], H.blond]].map(([x, y, skin, hair]) => d.circle(x, y, 16, skin) + d.path(`M${x - 16},${y - 2} Q${x},${y - 24} ${x + 16},${y - 2}Z`, hair) + d.line(x + 16, y + 4, x + 60, y - 14, skin, 8) + d.path(`M${x - 40},${y + 14} q20,-10 40,0 t40,0`, 'none', ' stroke="#ffffff" stroke-width="3"')),
  ),
  // People cross a city street at a crosswalk.
  'ph-0031': () => all(
    d.sky('#bfe3f5'), d.building(0, 380, 180, 300, '#c97b63'), d.building(190, 380, 160, 340, '#9fb3c8'), d.building(360, 380, 200, 260, '#d8c0a8'), d.building(570, 380, 230, 320, '#8aa0b8'),
    d.rect(0, 380, 800, 60, '#bdbdbd'), d.rect(0, 440, 800, 160, '#555'), d.crosswalk(470), d.trafficLight(90, 440), d.car(700, 560, '#f1c40f', -1),
    P(250, 540, { skin: K[0], hair: H.blond, style: 'long', shirt: '#e74c3c', pants: '#2f3640', ...POSE.walkR }), d.bag(278, 500, '#8e5fc6'),
    P(420, 550, { skin: K[5], hair: H.black, shirt: '#2e86c1', pants: '#2f3640', ...POSE.walkL }),
    P(520, 530, { s: 0.9, skin: K[2], hair: H.brown, style: 'bun', shirt: '#27ae60', pants: '#2f3640', ...POSE.walkR }),
  ),
  // A family has a picnic on a blanket under a tree.
  'ph-0032': () => all(
    d.sky(), d.cloud(300, 90), d.ground(360, '#7cc262'), d.hills(380, '#6fb356'), d.tree(620, 420, 1.5),
    d.rect(180, 470, 380, 90, '#e74c3c', 4), ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => d.rect(180 + i * 42, 470, 20, 90, '#ffffff', 0, ' opacity="0.6"')),
    d.basket(380, 500), d.plate(300, 520, '#f39c12'), d.plate(460, 520, '#27ae60'), d.fruitPile(420, 540, ['#e74c3c', '#f1c40f']),
    d.person({ x: 240, y: 480, skin: K[1], hair: H.brown, shirt: '#3b7dd8', ...POSE.sitR, armR: [80, 110] }),
    d.person({ x: 520, y: 480, skin: K[1], hair: H.red, style: 'long', shirt: '#f1c40f', ...POSE.sitL, armL: [-60, -120] }),
    P(700, 560, { s: 0.6, skin: K[1], hair: H.red, shirt: '#e8547a', pants: '#2e86c1', ...POSE.walkL }), d.ball(650, 550, 12),
  ),
  // A baker takes bread out of the oven in a bakery.
  'ph-0033': () => all(
    d.wall('#f6e7d2', 440, '#b08968'), d.oven(80, 440), ...[0, 1, 2].map((r) => d.rect(480, 110 + r * 90, 280, 10, '#8b5a3c') + [0, 1, 2, 3, 4].map((i) => d.bread(510 + i * 55, 110 + r * 90)).join('')),
    P(300, 560, { skin: K[3], hair: H.black, shirt: '#ffffff', pants: '#5d6d7e', hat: 'chef', apron: '#f4f4f4', armL: [-70, -90], armR: [-50, -80] }), d.rect(180, 432, 90, 6, '#8b5a3c'), d.bread(200, 432), d.bread(232, 432),
    d.counter(460, 440, 320, 110, '#d9d4cc', '#c8914a'), d.basket(600, 430), d.bread(600, 410),
  ),
  // A student studies at a desk late at night.
  'ph-0034': () => all(
    d.wall('#3d4a6b', 440, '#5b4a3a'), d.windowFrame(480, 60, 200, 170, '#1f2a4d', d.moon(600, 120) + d.stars([[520, 90], [650, 200], [540, 190]])), d.bed(520, 470, 240, '#3b7dd8'),
    d.table(120, 340, 300, 100, '#8b5a3c'), d.lamp(360, 340, 60), d.poly([[334, 250], [386, 250], [420, 340], [300, 340]], '#fff3b0', ' opacity="0.35"'),
    d.chair(200, 380, -1, '#c0392b'), S(200, 380, { skin: K[2], hair: H.black, shirt: '#8e5fc6', armR: [70, 110], armL: [150, 170] }),
    d.openBook(290, 338), d.book(150, 338, '#27ae60'), d.book(152, 330, '#e74c3c'), d.cup(400, 338, '#f1c40f'),
  ),
  // A woman on a video call at her home desk, wearing a headset.
  'ph-0035': () => all(
    d.wall('#e4ecef', 440, '#b39b82'), d.bookshelf(560, 120, 200, 300), d.plant(90, 350, 1.1), d.windowFrame(100, 60, 200, 160),
    d.table(160, 350, 360, 100, '#f4f4f4', '#95a5a6'), d.monitor(280, 350, 140, '#bfe3f5'), d.circle(350, 306, 14, K[4]) + d.rect(336, 320, 28, 14, '#27ae60', 4),
    d.chair(340, 420, -1, '#2c3e50'), d.person({ x: 340, y: 414, skin: K[1], hair: H.brown, style: 'long', shirt: '#e67e22', eyes: false, ...POSE.sitR, armL: [150, 180], armR: [60, 110] }), d.path('M322,318 Q340,290 358,318', 'none', ' stroke="#222" stroke-width="4"'),
    d.cup(470, 350), d.book(180, 350, '#3b7dd8'),
  ),
  // Neighbours sort rubbish into recycling bins.
  'ph-0036': () => all(
    d.sky(), d.building(0, 400, 300, 260, '#d8c0a8'), d.building(520, 400, 280, 240, '#b0c4d8'), d.ground(400, '#bdbdbd'),
    d.bin(300, 520, '#2e86c1'), d.bin(400, 520, '#27ae60'), d.bin(500, 520, '#f1c40f'),
    P(180, 570, { skin: K[5], hair: H.black, style: 'curly', shirt: '#e74c3c', pants: '#2f3640', armR: [90, 100] }), d.rect(250, 400, 14, 30, '#7fc3e8', 4),
    P(630, 570, { skin: K[0], hair: H.grey, shirt: '#16a085', pants: '#2f3640', armL: [-90, -100] }), d.box(560, 430, 40, 30),
  ),
  // Volunteers plant young trees with shovels.
  'ph-0037': () => all(
    d.sky('#cfe8f7'), d.sun(690, 90), d.hills(330, '#a3cf6e'), d.ground(380, '#8fbf55'), d.sapling(150, 450), d.sapling(250, 430), d.sapling(660, 460),
    P(350, 560, { skin: K[2], hair: H.black, shirt: '#27ae60', pants: '#2f3640', hat: 'cap', armL: [40, 40], armR: [60, 30] }), d.shovel(400, 560, -20),
    P(520, 570, { skin: K[1], hair: H.blond, style: 'bun', shirt: '#27ae60', pants: '#2f3640', armL: [-30, 20], armR: [20, 60] }), d.sapling(490, 580), d.ellipse(420, 566, 40, 10, '#6b4428'),
  ),
  // A mechanic changes a tyre on a car in a garage.
  'ph-0038': () => all(
    d.wall('#d5d8dc', 430, '#7f8c8d'), d.rect(40, 80, 300, 200, '#95a5a6', 4), ...Array.from({ length: 8 }, (_, i) => d.rect(60 + i * 34, 110 + (i % 3) * 50, 10, 40, '#555', 2)),
    d.group('translate(360 560) scale(2)', d.car(0, 0, '#2e86c1', 1)), d.circle(700, 520, 34, '#222'), d.circle(700, 520, 13, '#bbb'),
    d.person({ x: 560, y: 520, skin: K[4], hair: H.black, shirt: '#34495e', pants: '#34495e', hat: 'cap', legL: [0, -90], legR: [90, 0], armL: [-70, -90], armR: [-60, -80] }), d.line(455, 468, 478, 470, '#95a5a6', 5),
  ),
  // A customer sends a parcel at a post office counter.
  'ph-0039': () => all(
    d.wall('#f2efe6', 440, '#b0a18f'), ...Array.from({ length: 20 }, (_, i) => d.rect(440 + (i % 5) * 64, 60 + Math.floor(i / 5) * 60, 54, 50, '#c8914a', 3) + d.circle(467 + (i % 5) * 64, 85 + Math.floor(i / 5) * 60, 4, '#7d5430')),
    P(290, 540, { skin: K[3], hair: H.black, style: 'long', shirt: '#c0392b', pants: '#2f3640', armR: [70, 80] }),
    d.counterDesk(80, 560, 360, '#2e86c1'), d.rect(260, 440, 70, 10, '#7f8c8d'),
    P(520, 590, { skin: K[0], hair: H.brown, shirt: '#f1c40f', pants: '#2f3640', armL: [-122, -122] }), d.box(400, 450, 110, 60, '#c8914a'),
  ),
  // A family looks at a giraffe and an elephant at the zoo.
  'ph-0040': () => all(
    d.sky(), d.cloud(200, 70), d.ground(360, '#c9b57a'), d.tree(90, 380, 1.1), d.giraffe(300, 460), d.elephant(560, 460), d.fence(520, '#8b5a3c'),
    P(150, 600, { skin: K[4], hair: H.black, shirt: '#e74c3c', pants: '#2f3640', eyes: false }),
    P(250, 600, { s: 0.65, skin: K[4], hair: H.black, style: 'curly', shirt: '#f1c40f', pants: '#2e86c1', eyes: false, armR: [150, 175] }),
    P(690, 600, { skin: K[4], hair: H.black, style: 'long', shirt: '#16a085', pants: '#2f3640', eyes: false, armL: [-150, -160] }),
  ),
  // A woman drinks tea by a rainy window with her cat.
  'ph-0041': () => all(
    d.wall('#c9b79c', 450, '#8d6e57'), d.windowFrame(300, 60, 320, 260, '#7f95a8', Array.from({ length: 24 }, (_, i) => d.line(310 + ((i * 41) % 300), 70 + ((i * 67) % 240), 306 + ((i * 41) % 300), 84 + ((i * 67) % 240), '#dfe9f1', 2)).join('')),
    d.rect(280, 330, 360, 18, '#ffffff', 3), d.plant(600, 330, 0.7), d.cat(540, 330, '#555'),
    d.sofa(60, 520, 180, '#b5655a'), d.person({ x: 160, y: 456, skin: K[1], hair: H.black, style: 'long', shirt: '#f1c40f', ...POSE.sitR, armR: [100, 170], armL: [40, 100] }), d.cup(214, 372, '#ffffff'), d.steam(214, 352),
  ),
  // A tourist photographs a lighthouse on the coast.
  'ph-0042': () => all(
    d.sky('#a9dcf5'), d.cloud(180, 90), d.water(330, '#3f8fd2'), d.path('M420,600 V360 Q520,330 620,340 Q760,350 800,330 V600Z', '#8d8d8d'), d.lighthouse(640, 350),
    d.rect(0, 470, 420, 130, '#e6d3a3'), d.path('M0,470 Q200,450 420,470', '#e6d3a3'),
    P(220, 580, PHOTOGRAPHER), d.camera(...d.handAt(PHOTOGRAPHER, 'R')), d.backpack(198, 530, '#34495e'),
  ),
  // Children fly kites on a windy hill.
  'ph-0043': () => all(
    d.sky('#9ed8f5'), d.cloud(650, 90), d.cloud(120, 140, 0.7), d.path('M0,600 V420 Q400,300 800,420 V600Z', '#7cc262'),
    d.kite(250, 120, '#e74c3c', 240, 382), d.kite(560, 160, '#f1c40f', 530, 392),
    P(230, 470, { s: 0.75, skin: K[3], hair: H.black, shirt: '#3b7dd8', pants: '#2f3640', armR: [150, 160] }),
    P(520, 480, { s: 0.75, skin: K[0], hair: H.blond, style: 'long', shirt: '#e8547a', pants: '#2f3640', skirt: '#8e5fc6', armR: [150, 160] }),
    d.dog(380, 480, '#ffffff', 1),
  ),
  // A hairdresser cuts a customer's hair in front of a mirror.
  'ph-0044': () => all(
    d.wall('#fdeef0', 440, '#e0e0e0'), d.mirror(280, 60, 240, 200), d.rect(270, 270, 260, 14, '#ffffff', 3), d.plant(700, 440, 1.1),
    d.person(HAIRDRESSER), d.rect(330, 450, 130, 20, '#2c3e50', 6), d.rect(330, 390, 16, 62, '#2c3e50', 6), d.rect(385, 470, 20, 60, '#7f8c8d'), d.ellipse(395, 530, 50, 8, '#7f8c8d'),
    d.person({ x: 380, y: 444, skin: K[3], hair: H.black, shirt: '#ecf0f1', ...POSE.sitR, armL: [20, 30], armR: [20, 30] }), d.path('M362,374 h36 l28,96 h-92z', '#ecf0f1'),
    d.scissors(...d.handAt(HAIRDRESSER, 'L')),
  ),
  // Friends play basketball on an outdoor court.
  'ph-0045': () => all(
    d.sky('#bfe3f5'), d.building(0, 380, 260, 220, '#c97b63'), d.tree(700, 380, 1), d.rect(0, 380, 800, 220, '#d2704a'), d.path('M520,600 Q520,450 720,440', 'none', ' stroke="#ffffff" stroke-width="4"'), d.hoop(650, 470),
    P(520, 560, { skin: K[5], hair: H.black, shirt: '#f1c40f', pants: '#2f3640', armR: [160, 150], armL: [-150, -160], legL: [-10, 10], legR: [10, -10] }), d.circle(560, 340, 16, '#e67e22'),
    P(340, 570, { skin: K[1], hair: H.brown, shirt: '#3b7dd8', pants: '#ffffff', ...POSE.walkR, armR: [150, 160] }),
    P(160, 560, { skin: K[3], hair: H.black, style: 'bun', shirt: '#e74c3c', pants: '#2f3640', ...POSE.walkR }),
  ),
  // Friends have a barbecue in a back garden.
  'ph-0046': () => all(
    d.sky('#f9d9a8'), d.sun(120, 110, 46), d.fence(420, '#c8914a'), d.ground(420, '#7cc262'), d.tree(700, 430, 1.1),
    d.grill(300, 540), d.steam(290, 430), d.steam(312, 424),
    P(200, 570, { skin: K[2], hair: H.black, shirt: '#ffffff', pants: '#2f3640', apron: '#c0392b', armR: [80, 120] }),
    d.table(460, 450, 220, 90, '#a8743f'), d.plate(510, 448), d.bowl(590, 450, '#ffffff', '#e74c3c'), d.cup(640, 450, '#3b7dd8'),
    P(540, 580, TOASTER), d.cup(d.handAt(TOASTER, 'L')[0], d.handAt(TOASTER, 'L')[1] + 4, '#e74c3c'),
    P(670, 580, { skin: K[4], hair: H.black, style: 'curly', shirt: '#f39c12', pants: '#2f3640' }),
  ),
  // Visitors look at paintings and a sculpture in a museum.
  'ph-0047': () => all(
    d.wall('#f7f4ee', 450, '#c8b7a0'), d.painting(60, 90, 170, 120, d.poly([[60, 210], [140, 120], [230, 210]], '#6d88b0') + d.circle(190, 130, 16, '#f39c12')), d.painting(300, 70, 200, 150, d.rect(320, 90, 70, 110, '#e74c3c') + d.rect(400, 130, 80, 70, '#3b7dd8')), d.painting(570, 90, 170, 120, d.circle(655, 150, 40, '#27ae60')),
    d.rect(560, 400, 100, 120, '#dcdcdc'), d.ellipse(610, 360, 34, 44, '#b8b8b8'), d.circle(610, 300, 24, '#b8b8b8'),
    P(180, 580, { skin: K[1], hair: H.grey, shirt: '#2c3e50', pants: '#2f3640', eyes: false, armR: [150, 150] }),
    P(400, 580, { skin: K[5], hair: H.black, style: 'long', shirt: '#e8547a', pants: '#2f3640', eyes: false }),
    P(460, 590, { s: 0.65, skin: K[5], hair: H.black, style: 'curly', shirt: '#f1c40f', pants: '#2e86c1', eyes: false }),
  ),
  // Two people carry boxes from a house into a moving van.
  'ph-0048': () => all(
    d.sky(), d.cloud(600, 80), d.house(30, 440, 230, '#e8c39e', '#7d8a97'), d.ground(440, '#bdbdbd'), d.van(420, 560),
    P(300, 580, { skin: K[3], hair: H.black, shirt: '#e74c3c', pants: '#2f3640', ...POSE.walkR, armL: [100, 160], armR: [100, 160] }), d.box(330, 470, 70, 50),
    P(560, 590, { skin: K[0], hair: H.brown, style: 'bun', shirt: '#3b7dd8', pants: '#2f3640', armL: [-100, -160], armR: [-100, -160] }), d.box(525, 484, 60, 46, '#b07a38'),
    d.box(740, 580, 70, 56), d.box(740, 524, 54, 40, '#b07a38'),
  ),

  // Students work at computers in a computer lab while a teacher helps one of them.
  'ph-0049': () => all(
    d.wall('#e8eef5', 430, '#9aa7b0'), d.windowFrame(560, 60, 180, 150), d.clock(120, 80),
    d.table(60, 360, 640, 100, '#dfe6ee', '#95a5a6'), d.monitor(120, 360, 110, '#7fc3e8'), d.monitor(340, 360, 110, '#a3e4a0'), d.monitor(560, 360, 110, '#f7dc6f'),
    d.chair(175, 440, -1, '#2e86c1'), d.person({ x: 175, y: 434, skin: K[5], hair: H.black, style: 'curly', shirt: '#e67e22', eyes: false, ...POSE.sitR, armL: [150, 175], armR: [150, 170] }),
    d.chair(615, 440, -1, '#2e86c1'), d.person({ x: 615, y: 434, skin: K[1], hair: H.red, style: 'long', shirt: '#8e5fc6', eyes: false, ...POSE.sitR, armL: [-20, 40], armR: [20, -40] }),
    P(470, 580, { skin: K[3], hair: H.grey, shirt: '#16a085', pants: '#2f3640', armL: [-140, -120] }),
  ),
  // A family eats breakfast together at the kitchen table.
  'ph-0050': () => all(
    d.wall('#fdf2e0', 430, '#c9a27a'), d.windowFrame(300, 60, 200, 150, '#bfe3f5', d.sun(440, 110, 26)), d.fridge(700, 430, 210),
    d.table(170, 380, 460, 100, '#a8743f'),
    d.chair(150, 420, 1, '#c0392b'), S(150, 420, { skin: K[2], hair: H.black, style: 'bun', shirt: '#3b7dd8', armR: [70, 110] }),
    d.chair(650, 420, -1, '#c0392b'), SL(650, 420, { skin: K[2], hair: H.black, shirt: '#27ae60', armL: [-80, -150] }), d.cup(588, 346, '#ffffff'),
    P(400, 520, { s: 0.7, skin: K[2], hair: H.black, style: 'curly', shirt: '#f1c40f', pants: '#2e86c1', armR: [40, 40], armL: [-40, -40] }),
    d.plate(240, 378, '#f1c40f'), d.bowl(330, 380, '#ffffff', '#f5e6c8'), d.bowl(470, 380, '#ffffff', '#f5e6c8'), d.plate(560, 378, '#e98b3a'), d.rect(395, 340, 24, 40, '#f39c12', 3), d.cup(280, 378, '#e74c3c'),
  ),
  // A woman jogs through a park early in the morning.
  'ph-0051': () => all(
    d.sky('#fbd7b0'), d.sun(640, 330, 60), d.hills(360, '#8fc47a'), d.ground(400, '#7cc262'), d.tree(120, 420, 1.2), d.tree(720, 420, 0.9), d.path('M0,520 Q400,440 800,500 V560 Q400,500 0,590Z', '#e3cf9f'),
    P(380, 560, { skin: K[4], hair: H.black, style: 'bun', shirt: '#e8547a', pants: '#2f3640', legL: [-40, 20], legR: [50, 80], armL: [40, 120], armR: [-40, -110] }), d.path('M366,398 Q380,378 394,398', 'none', ' stroke="#222" stroke-width="4"'),
    d.bench(540, 520, 140), d.bush(60, 560), d.bush(760, 580, 0.8),
  ),
  // A street musician plays the guitar as people stop to listen.
  'ph-0052': () => all(
    d.sky('#cfe8f7'), d.building(0, 400, 250, 300, '#d8c0a8'), d.building(260, 400, 270, 340, '#c97b63'), d.building(540, 400, 260, 280, '#9fb3c8'), d.ground(400, '#bdbdbd'), d.streetLamp(700, 420),
    P(390, 560, { skin: K[3], hair: H.black, style: 'curly', shirt: '#f1c40f', pants: '#2f3640', armL: [20, 80], armR: [-20, 60] }), d.guitar(390, 500, -35), d.ellipse(470, 556, 26, 8, '#5b3a22'), d.circle(462, 550, 4, '#f1c40f'), d.circle(476, 552, 4, '#f1c40f'),
    P(170, 580, { skin: K[0], hair: H.blond, style: 'long', shirt: '#3b7dd8', pants: '#2f3640', armL: [-10, -5] }), d.bag(150, 520, '#e74c3c'),
    P(600, 580, { skin: K[5], hair: H.grey, shirt: '#8e5fc6', pants: '#2f3640' }),
    P(680, 590, { s: 0.65, skin: K[5], hair: H.black, shirt: '#e67e22', pants: '#2e86c1', armR: [150, 175] }),
  ),
  // Two friends wash a car in a driveway with a bucket and sponges.
  'ph-0053': () => all(
    d.sky(), d.sun(90, 80), d.house(520, 400, 240), d.ground(400, '#7cc262'), d.rect(0, 460, 800, 140, '#b0b0b0'),
    d.group('translate(380 560) scale(1.9)', d.car(0, 0, '#c0392b', 1)),
    P(160, 580, { skin: K[2], hair: H.black, shirt: '#3b7dd8', pants: '#2f3640', armR: [80, 100] }), d.rect(252, 470, 22, 14, '#f1c40f', 4),
    P(640, 590, { skin: K[0], hair: H.brown, style: 'long', shirt: '#16a085', pants: '#2f3640', armL: [-110, -130] }), d.rect(548, 420, 22, 14, '#f1c40f', 4),
    d.rect(60, 540, 50, 50, '#2e86c1', 6), d.ellipse(85, 540, 25, 6, '#e8f6fd'), ...[[300, 430], [330, 450], [520, 400], [540, 440], [470, 420]].map(([x, y]) => d.ellipse(x, y, 5, 8, '#d6eaf8')),
  ),
  // A father helps his daughter learn to ride a bicycle in the park.
  'ph-0054': () => all(
    d.sky(), d.cloud(600, 90), d.ground(380, '#7cc262'), d.tree(120, 400, 1.1), d.tree(700, 390, 0.9), d.rect(0, 500, 800, 60, '#c8c8c8'),
    d.bicycle(420, 556, '#e74c3c', 0.8), d.person({ x: 410, y: 480, s: 0.7, skin: K[1], hair: H.blond, style: 'long', shirt: '#f1c40f', pants: '#8e5fc6', hat: 'helmet', legL: [40, -10], legR: [80, 10], armL: [70, 40], armR: [80, 40] }),
    P(300, 560, { skin: K[1], hair: H.brown, shirt: '#2e86c1', pants: '#2f3640', ...POSE.walkR, armR: [70, 90], armL: [40, 80] }),
  ),
  // A man works late at his office desk, talking on the phone.
  'ph-0055': () => all(
    d.wall('#d9dde3', 440, '#6d7b8a'), d.windowFrame(430, 50, 320, 240, '#1f2a4d', d.building(440, 290, 80, 160, '#2c3e66', '#f6d365') + d.building(530, 290, 100, 200, '#34496f', '#f6d365') + d.building(640, 290, 100, 140, '#2c3e66', '#f6d365')), d.plant(60, 440, 1),
    d.table(120, 360, 320, 100, '#7d5430'), d.monitor(150, 360, 120, '#7fc3e8'), d.lamp(400, 360, 50),
    d.chair(330, 410, 1, '#2c3e50'), SL(330, 410, { skin: K[3], hair: H.black, shirt: '#ecf0f1', armR: [140, -100], armL: [-60, -100] }), d.phone(...d.handAt({ x: 330, y: 404, armR: [140, -100] }, 'R')),
    d.cup(300, 360), d.book(200, 360, '#3b7dd8'),
  ),
  // A grandfather and his granddaughter play chess.
  'ph-0056': () => all(
    d.wall('#efe3cf', 440, '#9c7452'), d.bookshelf(560, 90, 200, 340), d.lamp(90, 440, 180), d.painting(200, 80, 150, 100, d.circle(275, 130, 24, '#e67e22')),
    d.table(250, 390, 300, 90, '#8b5a3c'), d.rect(330, 372, 140, 18, '#f4e1c1'), ...Array.from({ length: 8 }, (_, i) => d.rect(330 + i * 17.5, 372 + (i % 2) * 9, 17.5, 9, '#5b3a22')),
    ...[[345, '#ffffff'], [372, '#ffffff'], [420, '#222'], [452, '#222']].map(([x, c]) => d.rect(x - 4, 356, 8, 16, c, 3) + d.circle(x, 354, 5, c)),
    d.chair(220, 430, 1, '#5b3a22'), S(220, 430, { skin: K[1], hair: H.white, shirt: '#5d6d7e', armR: [60, 100] }),
    d.chair(580, 440, -1, '#5b3a22'), SL(580, 440, { s: 0.75, skin: K[1], hair: H.brown, style: 'long', shirt: '#e8547a', armL: [-150, -170] }),
  ),
  // People pick apples in an orchard and fill baskets.
  'ph-0057': () => all(
    d.sky('#cfe8f7'), d.ground(360, '#8fbf55'), ...[[120, 430, 1.3], [400, 420, 1.4], [680, 430, 1.3]].map(([x, y, s]) => d.tree(x, y, s, '#3f8f45') + [[-30, -150], [10, -175], [35, -130], [-45, -120], [20, -110]].map(([dx, dy]) => d.circle(x + dx * s, y + dy * s, 7, '#e74c3c')).join('')),
    P(280, 560, { skin: K[3], hair: H.black, shirt: '#f39c12', pants: '#2f3640', hat: 'cap', armR: [160, 150] }), d.basket(230, 560), d.fruitPile(214, 540, ['#e74c3c', '#c0392b']),
    P(560, 570, { skin: K[0], hair: H.grey, style: 'bun', shirt: '#8e5fc6', pants: '#2f3640', armL: [-150, -160] }), d.basket(620, 570), d.fruitPile(604, 550, ['#e74c3c', '#c0392b']),
  ),
  // Customers queue at a food truck in a square.
  'ph-0058': () => all(
    d.sky('#bfe3f5'), d.building(0, 380, 800, 240, '#d8c0a8'), d.ground(380, '#c9c3b8'),
    d.rect(360, 180, 380, 230, '#2e86c1', 12), d.rect(400, 220, 200, 100, '#1f2a3a', 4), d.poly([[390, 200], [610, 200], [630, 236], [370, 236]], '#f1c40f'), d.rect(390, 320, 220, 14, '#dfe6ee'), d.circle(430, 420, 26, '#222'), d.circle(680, 420, 26, '#222'),
    d.person({ x: 500, y: 330, s: 0.8, skin: K[4], hair: H.black, shirt: '#ffffff', hat: 'chef', armR: [150, 110] }), d.plate(...d.handAt({ x: 500, y: 330, s: 0.8, armR: [150, 110] }, 'R')),
    P(320, 570, { skin: K[1], hair: H.brown, shirt: '#e74c3c', pants: '#2f3640', eyes: false, armR: [60, 30] }),
    P(210, 575, { skin: K[5], hair: H.black, style: 'long', shirt: '#16a085', pants: '#2f3640', eyes: false }),
    P(100, 580, { skin: K[2], hair: H.black, style: 'curly', shirt: '#f39c12', pants: '#2f3640', eyes: false }), d.phone(118, 500),
  ),
  // Two skiers come down a snowy slope.
  'ph-0059': () => all(
    d.sky('#a9dcf5'), d.mountains(360, ['#b8c8dc', '#9fb3c8']), d.path('M0,300 Q400,380 800,330 V600 H0Z', '#f7fbff'), d.pine(90, 360, 0.8, '#2f6b4a'), d.pine(720, 380, 1, '#2f6b4a'),
    P(300, 520, { skin: K[1], hair: H.brown, shirt: '#e74c3c', pants: '#2f3640', hat: 'helmet', legL: [-20, 10], legR: [-5, 20], armL: [-30, 30], armR: [40, 40] }), d.line(240, 524, 360, 532, '#222', 5), d.line(250, 520, 370, 528, '#222', 5), d.line(268, 492, 256, 560, '#555', 2), d.line(356, 480, 340, 550, '#555', 2),
    P(560, 450, { s: 0.8, skin: K[3], hair: H.black, shirt: '#3b7dd8', pants: '#2f3640', hat: 'helmet', legL: [20, -10], legR: [5, -20], armL: [-40, -40], armR: [30, -30] }), d.line(510, 452, 610, 446, '#222', 4), d.line(506, 458, 606, 452, '#222', 4),
  ),
  // A teacher reads a picture book to young children sitting on a rug.
  'ph-0060': () => all(
    d.wall('#fdf0d5', 430, '#c9a27a'), d.bookshelf(40, 150, 200, 280), d.windowFrame(520, 60, 200, 160), d.rug(420, 540, 560, '#8e5fc6'),
    d.chair(420, 380, 1, '#e67e22'), S(420, 380, { skin: K[2], hair: H.black, style: 'long', shirt: '#27ae60', pants: '#2f3640', armL: [-10, 80], armR: [10, -80] }), d.rect(396, 300, 48, 34, '#e74c3c', 3), d.rect(420, 300, 24, 34, '#f1c40f', 3),
    ...[[220, K[4], H.black, '#3b7dd8', 'curly'], [320, K[0], H.blond, '#e8547a', 'long'], [560, K[3], H.black, '#f1c40f', 'short'], [650, K[1], H.red, '#16a085', 'bun']].map(([x, skin, hair, shirt, style]) => d.person({ x, y: 530, s: 0.6, skin, hair, shirt, style, pants: '#2f3640', eyes: false, legL: [-70, 10], legR: [70, -10] })),
  ),
};
