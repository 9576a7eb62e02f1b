import { describe, expect, it } from 'vitest';
import { carTitleLabel } from '../src';

/** An enquiry's stored car title ("brand model year") on a dealer's Bengali inbox (issue 36). */
describe('carTitleLabel', () => {
  it('names a known brand and model in Bengali and keeps the year for the page to write', () => {
    expect(carTitleLabel('Toyota Axio 2016', 'bn')).toBe('টয়োটা এক্সিও 2016');
    expect(carTitleLabel('Toyota Land Cruiser Prado 2019', 'bn')).toBe('টয়োটা ল্যান্ড ক্রুজার প্রাডো 2019');
    expect(carTitleLabel('Honda Vezel', 'bn')).toBe('হোন্ডা ভেজেল');
  });

  it('keeps what the vocabulary does not know as it was stored', () => {
    expect(carTitleLabel('Toyota Axio G 2016', 'bn')).toBe('টয়োটা Axio G 2016');
    expect(carTitleLabel('Land Rover Defender 2018', 'bn')).toBe('Land Rover Defender 2018');
    expect(carTitleLabel('Tata Nano 2012', 'bn')).toBe('Tata Nano 2012');
  });

  it('leaves an English page as stored', () => {
    expect(carTitleLabel('Toyota Axio 2016', 'en')).toBe('Toyota Axio 2016');
  });
});
