import { describe, expect, it } from 'vitest';
import { siteLink } from '../src/site-links';

describe('siteLink: an address of the site that leaves it carries the reader’s language', () => {
  it('adds ?lang to a plain path, &lang to one with a query, and keeps the fragment last', () => {
    expect(siteLink('https://samity.example', '/MemberDashboard', 'bn')).toBe(
      'https://samity.example/MemberDashboard?lang=bn',
    );
    expect(siteLink('https://samity.example', '/MemberDashboard#enquiries', 'en')).toBe(
      'https://samity.example/MemberDashboard?lang=en#enquiries',
    );
    expect(siteLink(undefined, '/Stocklist?q=x#top', 'bn')).toBe('/Stocklist?q=x&lang=bn#top');
  });
});
