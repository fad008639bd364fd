// Strings of one kind kept as one UTF-8 buffer and where each ends, outside the JavaScript heap
// (issue #35, decisions 039 and 054): a column of 100k short strings is 100k objects for the
// collector to mark at every full collection, and a single character beyond Latin-1 in one value
// of a column joined into one string made the whole of it two bytes a character. A value is
// decoded when it is read (one short string for an answer).

export class StringColumn {
  constructor(
    private readonly utf8: Buffer,
    private readonly ends: Int32Array,
    /** 1 where the value is null; absent when none is. */
    private readonly nulls: Uint8Array | null = null,
  ) {}

  /** Value k; a null kept reads as '' (`nullable` tells them apart). */
  at(k: number): string {
    return this.utf8.toString('utf8', k === 0 ? 0 : this.ends[k - 1], this.ends[k]);
  }

  /** Value k, or null where null was kept. */
  nullable(k: number): string | null {
    return this.nulls?.[k] ? null : this.at(k);
  }

  get length(): number {
    return this.ends.length;
  }

  get bytes(): number {
    return this.utf8.byteLength + this.ends.byteLength + (this.nulls?.byteLength ?? 0);
  }

  /** The column of these values, in their order. */
  static of(values: readonly (string | null)[]): StringColumn {
    const reader = new StringColumnReader();
    for (const value of values) reader.push(value);
    return reader.done();
  }
}

/** Builds a column a value at a time. */
export class StringColumnReader {
  private parts: string[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly ends: number[] = [];
  private readonly nulls: number[] = [];
  private length = 0;

  push(value: string | null) {
    if (value === null) this.nulls.push(this.ends.length);
    else {
      this.parts.push(value);
      this.length += Buffer.byteLength(value);
    }
    this.ends.push(this.length);
    // A chunk's strings at a time, so no string of the whole column is ever made.
    if (this.parts.length === 4096) this.flush();
  }

  private flush() {
    this.chunks.push(Buffer.from(this.parts.join('')));
    this.parts = [];
  }

  done(): StringColumn {
    this.flush();
    // One allocation of its own (not a slice of Node's shared pool).
    const utf8 = Buffer.allocUnsafeSlow(this.length);
    let at = 0;
    for (const chunk of this.chunks) at += chunk.copy(utf8, at);
    const ends = Int32Array.from(this.ends);
    let nulls: Uint8Array | null = null;
    if (this.nulls.length) {
      nulls = new Uint8Array(ends.length);
      for (const k of this.nulls) nulls[k] = 1;
    }
    return new StringColumn(utf8, ends, nulls);
  }
}
