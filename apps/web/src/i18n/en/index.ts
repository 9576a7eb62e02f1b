import { mergeAreas } from '../resources';

/** English ships in the main bundle: it is the page language and the fallback for a missing key. */
export default mergeAreas(import.meta.glob('./*.json', { eager: true }));
