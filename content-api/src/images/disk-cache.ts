import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Results of the image service, one file each, named by the hash of what made them (the source's
 * path, size and time, and the canonical parameters), so a changed source never answers with an
 * old result. Bounded in bytes: past `maxBytes` the oldest files go. Nothing is held in memory
 * but the running total.
 */
export class DiskCache {
  private total = 0;
  private counted: Promise<void> | undefined;
  private evicting = false;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  static keyOf(...parts: string[]): string {
    return createHash('sha256').update(parts.join('\n')).digest('hex');
  }

  fileOf(key: string, ext: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${ext}`);
  }

  /** The cached file's size, or undefined when it is not there. */
  async sizeOf(file: string): Promise<number | undefined> {
    try {
      return (await fs.promises.stat(file)).size;
    } catch {
      return undefined;
    }
  }

  /** Writes a result in one piece (a temporary file renamed over), then keeps the total in bounds. */
  async put(file: string, data: Buffer): Promise<void> {
    await this.countOnce();
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, file);
    this.total += data.length;
    if (this.total > this.maxBytes) void this.evict();
  }

  private countOnce(): Promise<void> {
    this.counted ??= this.entries().then((entries) => {
      this.total += entries.reduce((sum, entry) => sum + entry.size, 0);
    });
    return this.counted;
  }

  private async entries(): Promise<{ file: string; size: number; mtimeMs: number }[]> {
    const found: { file: string; size: number; mtimeMs: number }[] = [];
    const folders = await fs.promises.readdir(this.dir).catch(() => [] as string[]);
    for (const folder of folders) {
      const names = await fs.promises.readdir(path.join(this.dir, folder)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.dir, folder, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat?.isFile()) found.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    return found;
  }

  /** Removes the oldest results until the cache is at three quarters of its bound. */
  private async evict(): Promise<void> {
    if (this.evicting) return;
    this.evicting = true;
    try {
      const entries = (await this.entries()).sort((a, b) => a.mtimeMs - b.mtimeMs);
      let total = entries.reduce((sum, entry) => sum + entry.size, 0);
      for (const entry of entries) {
        if (total <= this.maxBytes * 0.75) break;
        await fs.promises.rm(entry.file, { force: true });
        total -= entry.size;
      }
      this.total = total;
    } finally {
      this.evicting = false;
    }
  }
}
