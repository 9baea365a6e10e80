/** Seeded pseudo-random numbers (mulberry32), so the seed data is identical on every run. */

export class Random {
  private state: number;
  private readonly seed: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.state = this.seed;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Whole number in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(choices: readonly T[]): T {
    if (choices.length === 0) throw new Error("pick from an empty list");
    return choices[Math.floor(this.next() * choices.length)] as T;
  }

  /** One choice, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** A new array in random order (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const shuffled = [...items];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
    }
    return shuffled;
  }

  /** `count` distinct items in random order (count is capped at the list's length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  bytes(length: number): Uint8Array {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) bytes[i] = Math.floor(this.next() * 256);
    return bytes;
  }

  /** A fresh generator whose stream depends only on this one's seed and `label`, so adding draws in one part does not shift another. */
  fork(label: string): Random {
    let hash = 2166136261 ^ this.seed;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 16777619);
    return new Random(hash >>> 0);
  }
}

export const DEFAULT_SEED = 20_250_101;
