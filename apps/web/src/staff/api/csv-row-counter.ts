const QUOTE = 34;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;

/**
 * Counts the data rows of a CSV as its text arrives in pieces (RFC 4180: a quoted field may hold line
 * breaks and doubled quotes; a piece may end anywhere, even inside a field). The first record is the header.
 */
export class CsvRowCounter {
  private records = 0;
  private isInQuotes = false;
  /** Characters seen since the last record ended. */
  private isRecordOpen = false;

  feed(text: string): void {
    // Char codes in an index loop: an export may be tens of megabytes, read on the main thread.
    for (let index = 0; index < text.length; index += 1) {
      const character = text.charCodeAt(index);
      if (character === QUOTE) {
        // A doubled quote inside a field toggles twice: still inside.
        this.isInQuotes = !this.isInQuotes;
        this.isRecordOpen = true;
      } else if (character === LINE_FEED && !this.isInQuotes) {
        this.records += 1;
        this.isRecordOpen = false;
      } else if (character !== CARRIAGE_RETURN || this.isInQuotes) {
        this.isRecordOpen = true;
      }
    }
  }

  /** Data rows whose line has ended so far. */
  rows(): number {
    return Math.max(0, this.records - 1);
  }

  /** All data rows, counting a last one without a final line break. */
  finish(): number {
    if (this.isRecordOpen) {
      this.records += 1;
      this.isRecordOpen = false;
    }
    return this.rows();
  }
}
