import { Faker, base, en, fr, fr_BE, nl, nl_BE } from '@faker-js/faker';

/**
 * Every choice of the demo agency comes from here, in a fixed order, so one seed always makes the
 * same agency. Street names come from faker's Belgian locales; numbers from the same seeded stream.
 */
export class Draw {
  private readonly french: Faker;
  private readonly dutch: Faker;

  constructor(seed: number) {
    this.french = new Faker({ locale: [fr_BE, fr, en, base], seed });
    // Dutch street names need the Dutch locales; seeded too, so they repeat with the seed.
    this.dutch = new Faker({ locale: [nl_BE, nl, en, base], seed: seed + 1 });
  }

  /** Starts the stream again from `seed`, as a new Draw of that seed would. */
  reseed(seed: number): void {
    this.french.seed(seed);
    this.dutch.seed(seed + 1);
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return this.french.number.int({ min, max });
  }

  /** A number from `min` to `max`. */
  between(min: number, max: number): number {
    return this.french.number.float({ min, max });
  }

  chance(probability: number): boolean {
    return this.french.datatype.boolean({ probability });
  }

  pick<T>(items: readonly T[]): T {
    return this.french.helpers.arrayElement(items);
  }

  /** `count` different items, in a random order. */
  some<T>(items: readonly T[], count: number): T[] {
    return this.french.helpers.arrayElements(items, count);
  }

  /** One of the values, each as likely as its weight; a weight of 0 rules a value out. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    return this.french.helpers.weightedArrayElement(
      entries.filter(([, weight]) => weight > 0).map(([value, weight]) => ({ value, weight })),
    );
  }

  /** Random letters and digits, as in video and 3D-tour ids. */
  token(length: number): string {
    return this.french.string.alphanumeric({ length, casing: 'mixed' });
  }

  /** A street name in the language of the address: 'Rue de la Banque', 'Claesstraat'. */
  street(language: 'fr' | 'nl'): string {
    // faker's Belgian French patterns also make streets of made-up person names; its street
    // names proper are Brussels ones.
    return language === 'nl'
      ? this.dutch.location.street()
      : this.french.helpers.fake('{{location.street_prefix}} {{location.street_suffix}}');
  }
}
