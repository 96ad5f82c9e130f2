/** Strings numbered in the order first seen, so that products hold small integers and counts are typed arrays. */
export class Interned {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();

  number(name: string): number {
    let number = this.numbers.get(name);
    if (number === undefined) {
      number = this.names.length;
      this.numbers.set(name, number);
      this.names.push(name);
    }
    return number;
  }

  /** The number of a name already seen; -1 for one no product has (so nothing matches it). */
  find(name: string): number {
    return this.numbers.get(name) ?? -1;
  }

  /** A mask over the numbers with the given names' set. */
  mask(names: readonly string[]): Uint8Array {
    const mask = new Uint8Array(this.names.length);
    for (const name of names) {
      const number = this.find(name);
      if (number >= 0) mask[number] = 1;
    }
    return mask;
  }
}

/** What the index reads of one product (facet-refresh.ts). */
export interface FacetRow {
  id: number;
  isActive: boolean;
  categoryId: number;
  subcategoryId: number;
  groupId: number;
  color: string;
  colorOptions: (string | null)[] | null;
  brand: string;
  material: string;
  baseMrpPaise: number;
  basePricePaise: number;
  ratingTenths: number;
  /** The featured order (sortOrder's 'featured'). */
  position: number;
  /** The size names of its sizes with stock (an unsized product's is ''). */
  sizesInStock: string[];
}

const EMPTY = new Int32Array(0);

type ScopeKind = 'cat' | 'subcat' | 'group';

/**
 * Every product's facet columns, one slot per product (inactive ones too: a search's matches are counted by id), in
 * typed arrays that grow by doubling. A product's colours (its colour and colour options) and sizes in stock are
 * small sets of interned numbers, without '' (never a value shown, never a value chosen).
 */
export class FacetColumns {
  readonly brands = new Interned();
  readonly materials = new Interned();
  readonly colourNames = new Interned();
  readonly sizeNames = new Interned();
  readonly slotOf = new Map<number, number>();
  length = 0;
  ids = new Int32Array(1024);
  active = new Uint8Array(1024);
  categoryId = new Int32Array(1024);
  subcategoryId = new Int32Array(1024);
  groupId = new Int32Array(1024);
  brand = new Int32Array(1024);
  material = new Int32Array(1024);
  mrpPaise = new Int32Array(1024);
  pricePaise = new Int32Array(1024);
  ratingTenths = new Int16Array(1024);
  position = new Int32Array(1024);
  inStock = new Uint8Array(1024);
  colours: Int32Array[] = [];
  sizes: Int32Array[] = [];
  /**
   * The active products' slots by category, subcategory or group id in featured order (position, then id, as
   * sortOrder), built when first asked for since the last put.
   */
  private readonly scopes = new Map<ScopeKind, Map<number, Int32Array>>();

  /** The slots of the active products of a category, subcategory or group. */
  activeSlotsOf(kind: ScopeKind, id: number): Int32Array {
    let byId = this.scopes.get(kind);
    if (!byId) {
      const column = kind === 'subcat' ? this.subcategoryId : kind === 'cat' ? this.categoryId : this.groupId;
      const lists = new Map<number, number[]>();
      for (let slot = 0; slot < this.length; slot++) {
        if (this.active[slot] !== 1) continue;
        const list = lists.get(column[slot]!);
        if (list) list.push(slot);
        else lists.set(column[slot]!, [slot]);
      }
      const featured = (a: number, b: number) => this.position[a]! - this.position[b]! || this.ids[a]! - this.ids[b]!;
      byId = new Map([...lists].map(([scope, slots]) => [scope, Int32Array.from(slots.sort(featured))]));
      this.scopes.set(kind, byId);
    }
    return byId.get(id) ?? EMPTY;
  }

  /** Writes a product's row into its slot, taking a new one for a product not seen before. */
  put(row: FacetRow): void {
    this.scopes.clear();
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.length++;
      if (slot >= this.ids.length) this.grow();
      this.slotOf.set(row.id, slot);
    }
    this.ids[slot] = row.id;
    this.active[slot] = row.isActive ? 1 : 0;
    this.categoryId[slot] = row.categoryId;
    this.subcategoryId[slot] = row.subcategoryId;
    this.groupId[slot] = row.groupId;
    this.brand[slot] = this.brands.number(row.brand);
    this.material[slot] = this.materials.number(row.material);
    this.mrpPaise[slot] = row.baseMrpPaise;
    this.pricePaise[slot] = row.basePricePaise;
    this.ratingTenths[slot] = row.ratingTenths;
    this.position[slot] = row.position;
    this.inStock[slot] = row.sizesInStock.length > 0 ? 1 : 0;
    this.colours[slot] = this.numberSet(this.colourNames, [row.color, ...(row.colorOptions ?? [])]);
    this.sizes[slot] = this.numberSet(this.sizeNames, row.sizesInStock);
  }

  private numberSet(interned: Interned, names: (string | null)[]): Int32Array {
    const numbers = new Set<number>();
    for (const name of names) if (name !== null && name !== '') numbers.add(interned.number(name));
    return numbers.size ? Int32Array.from(numbers) : EMPTY;
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const grown = <T extends Int32Array | Int16Array | Uint8Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(size);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids);
    this.active = grown(this.active);
    this.categoryId = grown(this.categoryId);
    this.subcategoryId = grown(this.subcategoryId);
    this.groupId = grown(this.groupId);
    this.brand = grown(this.brand);
    this.material = grown(this.material);
    this.mrpPaise = grown(this.mrpPaise);
    this.pricePaise = grown(this.pricePaise);
    this.ratingTenths = grown(this.ratingTenths);
    this.position = grown(this.position);
    this.inStock = grown(this.inStock);
  }
}
