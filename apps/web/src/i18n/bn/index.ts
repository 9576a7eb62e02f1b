import { mergeAreas } from '../resources';

/** Bengali is a chunk of its own, fetched only when a visitor chooses (or has chosen) Bengali. */
export default mergeAreas(import.meta.glob('./*.json', { eager: true }));
