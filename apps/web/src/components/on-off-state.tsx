import './on-off-state.css';

/**
 * A setting's state as a small outlined word ("on" / "off", already translated by the caller): green when
 * on, dark red when off, so an off channel is seen as off at a glance and read as such by screen readers.
 */
export function OnOffState({ on, text }: { on: boolean; text: string }) {
  return <span className={`on-off-state ${on ? 'on' : 'off'}`}>{text}</span>;
}
