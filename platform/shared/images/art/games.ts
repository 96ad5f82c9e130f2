import type { Drawing } from './apparel';

/** Board games in the 400×400 box: a chess set and a carrom board. */

const INK = '#2b2b33';

/** A point on the chess board's top face, u along its back-left edge and v along its front-left edge (0–1). */
const onBoard = (u: number, v: number): [number, number] => [20 + 180 * u + 180 * v, 262 - 90 * u + 90 * v];
const polygon = (points: [number, number][]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

function squares(dark: string, light: string): string {
  const cells: string[] = [];
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      const corners = [onBoard(i / 8, j / 8), onBoard((i + 1) / 8, j / 8), onBoard((i + 1) / 8, (j + 1) / 8), onBoard(i / 8, (j + 1) / 8)];
      cells.push(`<polygon points="${polygon(corners)}" fill="${(i + j) % 2 ? dark : light}" stroke="none"/>`);
    }
  }
  return cells.join('');
}

/** A pawn standing at (x, y), `h` high. */
const pawn = (x: number, y: number, h: number, fill: string) => `
  <ellipse cx="${x}" cy="${y}" rx="${h * 0.34}" ry="${h * 0.12}" fill="${fill}"/>
  <path d="M${x - h * 0.22} ${y - h * 0.04} Q${x - h * 0.1} ${y - h * 0.4} ${x - h * 0.08} ${y - h * 0.62} L${x + h * 0.08} ${y - h * 0.62} Q${x + h * 0.1} ${y - h * 0.4} ${x + h * 0.22} ${y - h * 0.04} Z" fill="${fill}"/>
  <circle cx="${x}" cy="${y - h * 0.76}" r="${h * 0.18}" fill="${fill}"/>`;

/** A king standing at (x, y), `h` high: a pawn's body, a collar and a cross. */
const king = (x: number, y: number, h: number, fill: string) => `
  <ellipse cx="${x}" cy="${y}" rx="${h * 0.26}" ry="${h * 0.09}" fill="${fill}"/>
  <path d="M${x - h * 0.18} ${y - h * 0.03} Q${x - h * 0.08} ${y - h * 0.4} ${x - h * 0.1} ${y - h * 0.7} L${x + h * 0.1} ${y - h * 0.7} Q${x + h * 0.08} ${y - h * 0.4} ${x + h * 0.18} ${y - h * 0.03} Z" fill="${fill}"/>
  <ellipse cx="${x}" cy="${y - h * 0.7}" rx="${h * 0.16}" ry="${h * 0.05}" fill="${fill}"/>
  <path d="M${x - h * 0.12} ${y - h * 0.72} L${x - h * 0.15} ${y - h * 0.84} L${x + h * 0.15} ${y - h * 0.84} L${x + h * 0.12} ${y - h * 0.72} Z" fill="${fill}"/>
  <path d="M${x - h * 0.035} ${y - h * 0.84} L${x - h * 0.035} ${y - h} L${x + h * 0.035} ${y - h} L${x + h * 0.035} ${y - h * 0.84} Z M${x - h * 0.09} ${y - h * 0.95} L${x + h * 0.09} ${y - h * 0.95} L${x + h * 0.09} ${y - h * 0.9} L${x - h * 0.09} ${y - h * 0.9} Z" fill="${fill}"/>`;

/** A chess board seen from a corner, its squares in the product's colour, with a king and pawns on it. */
export const chess: Drawing = (p) => {
  const [left, back, right, front] = [onBoard(0, 0), onBoard(1, 0), onBoard(1, 1), onBoard(0, 1)];
  const depth = 20;
  const down = ([x, y]: [number, number]): [number, number] => [x, y + depth];
  // Pieces further back are drawn first, so nearer ones stand in front of them.
  const pieces: [number, number, (x: number, y: number) => string][] = [
    [0.19, 0.31, (x, y) => pawn(x, y, 60, INK)],
    [0.44, 0.19, (x, y) => pawn(x, y, 60, INK)],
    [0.19, 0.56, (x, y) => king(x, y, 136, INK)],
    [0.69, 0.56, (x, y) => pawn(x, y, 64, p.metal)],
    [0.81, 0.81, (x, y) => king(x, y, 142, '#f4f1ea')],
  ];
  const standing = pieces
    .map(([u, v, draw]) => ({ at: onBoard(u, v), draw }))
    .sort((a, b) => a.at[1] - b.at[1])
    .map(({ at, draw }) => draw(...at))
    .join('');
  return `
  <polygon points="${polygon([left, front, down(front), down(left)])}" fill="${p.shade}"/>
  <polygon points="${polygon([front, right, down(right), down(front)])}" fill="${p.deep}"/>
  ${squares(p.fill, p.paper)}
  <polygon points="${polygon([left, back, right, front])}" fill="none"/>
  ${standing}`;
};

export const carrom: Drawing = (p) => {
  const pockets = [
    [86, 96],
    [314, 96],
    [86, 324],
    [314, 324],
  ];
  const coins: [number, number, string][] = [
    [200, 210, '#c0392b'],
    [178, 196, INK],
    [222, 196, '#f4f1ea'],
    [178, 224, '#f4f1ea'],
    [222, 224, INK],
    [200, 186, INK],
    [200, 234, '#f4f1ea'],
  ];
  return `
  <g transform="rotate(-6 200 210)">
    <rect x="50" y="60" width="300" height="300" rx="14" fill="${p.fill}"/>
    <rect x="72" y="82" width="256" height="256" rx="4" fill="#f1dcae"/>
    ${pockets.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${INK}"/>`).join('')}
    <rect x="104" y="114" width="192" height="192" fill="none" stroke="${p.shade}" stroke-width="3"/>
    <circle cx="200" cy="210" r="44" fill="none" stroke="${p.shade}" stroke-width="3"/>
    <circle cx="200" cy="210" r="10" fill="none" stroke="#c0392b" stroke-width="3"/>
    ${coins.map(([x, y, fill]) => `<circle cx="${x}" cy="${y}" r="11" fill="${fill}" stroke="${p.line}" stroke-width="2"/>`).join('')}
    <circle cx="262" cy="292" r="14" fill="#fbfaf7" stroke="${p.line}" stroke-width="2"/>
  </g>`;
};
