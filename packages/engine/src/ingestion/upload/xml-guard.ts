// Bounds what an XML parser would have to hold while reading a workbook part (SECURITY D1):
// saxes keeps a whole text node, tag, comment or CDATA section in one string until it ends,
// and one object per open element. A part of 200 MB of whitespace, or of `<a>` ten million
// times over, inflates from a small file within every byte bound and would still cost GBs.
// This scanner reads the inflated bytes before the parser does, with just enough of XML's
// lexical rules to know where each of those ends, and refuses the part the moment one runs
// past its bound. Every delimiter is ASCII, so UTF-8 bytes are scanned as they are.
import { Transform, type TransformCallback } from 'node:stream';
import { EngineError } from '../../errors.js';
import { tooLarge } from './errors.js';

export interface XmlGuardLimits {
  /** Longest text node, tag, comment, CDATA section or declaration, in bytes. */
  maxRunBytes: number;
  /** Deepest element nesting. */
  maxDepth: number;
}

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const CDATA_OPEN = '[CDATA[';

const enum State {
  Text,
  /** Just after `<`. */
  Open,
  /** In a start or end tag. */
  Tag,
  /** After `<!`, until it is told a comment, CDATA or a declaration. */
  Bang,
  Comment,
  CData,
  /** A processing instruction (`<?xml … ?>`). */
  Pi,
  /** `<!DOCTYPE …>`, internal subset in brackets included. */
  Declaration,
}

export class XmlGuard {
  private state = State.Text;
  private run = 0;
  private depth = 0;
  private closing = false;
  private quote = 0;
  private prev1 = 0;
  private prev2 = 0;
  private bang = '';
  private brackets = 0;

  constructor(private readonly limits: XmlGuardLimits) {}

  /** Scans the next chunk; throws the bound's error the moment one is crossed. */
  scan(chunk: Buffer): void {
    const { maxRunBytes } = this.limits;
    const length = chunk.length;
    for (let i = 0; i < length; i++) {
      if (this.state === State.Text) {
        // Text is skipped to the next `<` in one step: only its length matters.
        const next = chunk.indexOf(LT, i);
        const end = next < 0 ? length : next;
        this.run += end - i;
        if (this.run > maxRunBytes) throw tooLarge('value', maxRunBytes);
        if (next < 0) return;
        i = next;
        this.enter(State.Open);
        continue;
      }
      if (this.state === State.Tag && this.quote === 0) {
        // The hot path (most of a sheet is tags): to the tag's end or a quote, byte by byte
        // (faster here than indexOf: tags are short).
        let j = i;
        let byte = 0;
        for (; j < length; j++) {
          byte = chunk[j] as number;
          if (byte === GT || byte === QUOTE || byte === APOSTROPHE) break;
        }
        this.run += j - i + (j < length ? 1 : 0);
        if (this.run > maxRunBytes) throw tooLarge('value', maxRunBytes);
        if (j > i) this.prev1 = chunk[j - 1] as number;
        if (j === length) return;
        i = j;
        if (byte === GT) this.endTag();
        else {
          this.quote = byte;
          this.prev1 = byte;
        }
        continue;
      }
      const byte = chunk[i] as number;
      this.run += 1;
      if (this.run > maxRunBytes) throw tooLarge('value', maxRunBytes);
      this.step(byte);
      this.prev2 = this.prev1;
      this.prev1 = byte;
    }
  }

  private enter(state: State): void {
    this.state = state;
    this.run = 0;
    this.prev1 = 0;
    this.prev2 = 0;
  }

  private step(byte: number): void {
    switch (this.state) {
      case State.Open:
        if (byte === BANG) {
          this.state = State.Bang;
          this.bang = '';
        } else if (byte === QUESTION) this.state = State.Pi;
        else {
          this.state = State.Tag;
          this.closing = byte === SLASH;
          this.quote = 0;
        }
        return;
      case State.Tag:
        // Inside a quoted attribute value (scan() runs the rest of a tag).
        if (byte === this.quote) this.quote = 0;
        return;
      case State.Bang:
        this.bang += String.fromCharCode(byte);
        if (this.bang === '--') this.state = State.Comment;
        else if (this.bang === CDATA_OPEN) this.state = State.CData;
        else if (!'--'.startsWith(this.bang) && !CDATA_OPEN.startsWith(this.bang)) {
          this.state = State.Declaration;
          this.brackets = 0;
          for (const c of this.bang) this.declaration(c.charCodeAt(0));
        }
        return;
      case State.Comment:
        if (byte === GT && this.prev1 === DASH && this.prev2 === DASH) this.enter(State.Text);
        return;
      case State.CData:
        if (byte === GT && this.prev1 === CLOSE_BRACKET && this.prev2 === CLOSE_BRACKET)
          this.enter(State.Text);
        return;
      case State.Pi:
        if (byte === GT && this.prev1 === QUESTION) this.enter(State.Text);
        return;
      case State.Declaration:
        this.declaration(byte);
        return;
      case State.Text:
        return;
    }
  }

  private declaration(byte: number): void {
    if (byte === OPEN_BRACKET) this.brackets += 1;
    else if (byte === CLOSE_BRACKET) this.brackets = Math.max(0, this.brackets - 1);
    else if (byte === GT && this.brackets === 0) this.enter(State.Text);
  }

  /** At a tag's `>`: `prev1` is the byte before it, `/` in an empty-element tag (`<a/>`). */
  private endTag(): void {
    if (this.closing) this.depth = Math.max(0, this.depth - 1);
    else if (this.prev1 !== SLASH) {
      this.depth += 1;
      if (this.depth > this.limits.maxDepth) throw tooLarge('nesting', this.limits.maxDepth);
    }
    this.enter(State.Text);
  }
}

/** A pass-through that scans each chunk with a fresh guard (one per part). */
export function xmlGuard(limits: XmlGuardLimits): Transform {
  const guard = new XmlGuard(limits);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      try {
        guard.scan(chunk);
      } catch (error) {
        if (error instanceof EngineError) return done(error);
        throw error;
      }
      done(null, chunk);
    },
  });
}
