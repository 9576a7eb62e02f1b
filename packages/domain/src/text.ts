export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether text holds a control character no field accepts: the C0 controls (NUL above all) and DEL.
 * Multi-line text (a complaint) keeps tab, line feed and carriage return.
 */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code !== DELETE) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
