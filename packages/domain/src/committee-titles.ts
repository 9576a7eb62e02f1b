import { labeller, type Words } from './words';

/**
 * Committee titles have a module of their own: the public committee pages show them, and importing them
 * from vocabulary.ts put the members' and admins' words (sources, payment methods, complaint types,
 * privileges) into those public pages' code as well.
 */
const COMMITTEE_TITLES: Words = {
  President: { en: 'President', bn: 'সভাপতি' },
  'Senior Vice President': { en: 'Senior Vice President', bn: 'জ্যেষ্ঠ সহ-সভাপতি' },
  'Vice President': { en: 'Vice President', bn: 'সহ-সভাপতি' },
  'General Secretary': { en: 'General Secretary', bn: 'সাধারণ সম্পাদক' },
  'Joint Secretary': { en: 'Joint Secretary', bn: 'যুগ্ম সম্পাদক' },
  'Assistant General Secretary': { en: 'Assistant General Secretary', bn: 'সহকারী সাধারণ সম্পাদক' },
  Treasurer: { en: 'Treasurer', bn: 'কোষাধ্যক্ষ' },
  'Organizing Secretary': { en: 'Organizing Secretary', bn: 'সাংগঠনিক সম্পাদক' },
  'Office Secretary': { en: 'Office Secretary', bn: 'দপ্তর সম্পাদক' },
  'Publicity Secretary': { en: 'Publicity Secretary', bn: 'প্রচার সম্পাদক' },
  Member: { en: 'Member', bn: 'সদস্য' },
  'Executive Member': { en: 'Executive Member', bn: 'কার্যনির্বাহী সদস্য' },
};

export const committeeTitleLabel = labeller(COMMITTEE_TITLES);

/** The titles in the society's order of rank: the posts an election fills. */
export const COMMITTEE_TITLE_NAMES = Object.keys(COMMITTEE_TITLES);
