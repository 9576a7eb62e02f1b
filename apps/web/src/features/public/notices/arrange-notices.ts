import { NOTICE_DISPLAY } from '@samity/domain';

interface NoticeLike {
  id: number;
  date: string; // YYYY-MM-DD
}

interface NoticeBoard<T> {
  main: T | null;
  thumbnails: T[];
  older: T[];
}

/** Newest by date first (ties: the higher id, i.e. the later published), at most 1 + 2 + 4. */
export function newestFirst<T extends NoticeLike>(notices: readonly T[]): T[] {
  const limit = NOTICE_DISPLAY.main + NOTICE_DISPLAY.thumbnails + NOTICE_DISPLAY.older;
  return [...notices]
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, limit);
}

/** The board's slots from an ordered list: the first is the main notice, then two thumbnails, then older. */
export function arrangeNotices<T>(ordered: readonly T[]): NoticeBoard<T> {
  const afterThumbnails = NOTICE_DISPLAY.main + NOTICE_DISPLAY.thumbnails;
  return {
    main: ordered[0] ?? null,
    thumbnails: ordered.slice(NOTICE_DISPLAY.main, afterThumbnails),
    older: ordered.slice(afterThumbnails, afterThumbnails + NOTICE_DISPLAY.older),
  };
}

/** Clicking a thumbnail or older item swaps it with the main item: the two trade places. */
export function swapWithMain<T>(ordered: readonly T[], index: number): T[] {
  if (index <= 0 || index >= ordered.length) return [...ordered];
  const next = [...ordered];
  [next[0], next[index]] = [next[index]!, next[0]!];
  return next;
}
