import './state-tag.css';

export type StateTone = 'good' | 'waiting' | 'bad';

/**
 * A state as a small outlined word, already translated by the caller ("on", "off", "sent", "failed"): green
 * when good, brown while waiting, dark red when bad. The word carries the meaning; the colour only repeats it.
 */
export function StateTag({ tone, text }: { tone: StateTone; text: string }) {
  return <span className={`state-tag ${tone}`}>{text}</span>;
}

/** A setting or channel that is on or off. */
export function OnOffState({ on, text }: { on: boolean; text: string }) {
  return <StateTag tone={on ? 'good' : 'bad'} text={text} />;
}
