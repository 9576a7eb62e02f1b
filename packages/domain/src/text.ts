export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** The controls no text field takes; multi-line text keeps tab, line feed and carriage return. */
const CONTROLS = { oneLine: '\\x00-\\x1f\\x7f', multiline: '\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f' };

/**
 * hasControlCharacters as a JSON Schema pattern over the text as sent, before the schema trims it: the
 * OpenAPI document states what zText's refinement refuses. Space around the value (JavaScript's `\s`, what
 * trimming removes) may hold anything trimming takes away; a required value has a character that is neither
 * space nor control. A value kept untrimmed (a password) has no control anywhere.
 */
export function controlCharactersPattern({ multiline = false, trim = true, required = false } = {}): string {
  const controls = multiline ? CONTROLS.multiline : CONTROLS.oneLine;
  const text = `[^${controls}]*`;
  if (!trim) return `^${text}$`;
  return required ? `^\\s*${text}[^\\s${controls}]${text}\\s*$` : `^\\s*${text}\\s*$`;
}

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
