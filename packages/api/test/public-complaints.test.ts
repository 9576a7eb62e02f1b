import type { PublicComplaintInput } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_COMPLAINT_LIMIT } from '../src/services/public-complaints/public-complaints.service';
import { createTestCaller, useTestDb, withHumanProof } from '../src/testing';

const handle = useTestDb();

/** Each test files from its own address, so throttling in one test never affects another. */
const callerFrom = (ip: string) => createTestCaller(handle, { request: { ip, userAgent: 'vitest' } });

const complaintCount = async () =>
  Number(
    (
      await handle.db
        .selectFrom('public_complaints')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const valid: PublicComplaintInput = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  member_no: '1042',
  business: 'Dhaka Car House',
  issue: 'The dealer kept my advance after the sale fell through.',
};

describe('public.publicComplaints.create', () => {
  it('stores exactly one complaint, trimmed, with the phone in national form and blanks as null', async () => {
    const before = await complaintCount();
    const result = await callerFrom('10.0.0.1').public.publicComplaints.create(
      await withHumanProof(callerFrom('10.0.9.9'), {
        name: '  Karim Ahmed ',
        phone: '+880 1812-345678',
        member_no: '',
        business: '   ',
        issue: '  Car sold with a rolled-back odometer.  ',
      }),
    );
    expect(result).toEqual({ success: true });
    expect(await complaintCount()).toBe(before + 1);
    const row = await handle.db
      .selectFrom('public_complaints')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Karim Ahmed',
      phone: '01812345678',
      member_no: null,
      business: null,
      issue: 'Car sold with a rolled-back odometer.',
      solution: null,
    });
  });

  it('keeps the optional member number and business when given', async () => {
    await callerFrom('10.0.0.2').public.publicComplaints.create(
      await withHumanProof(callerFrom('10.0.9.9'), valid),
    );
    const row = await handle.db
      .selectFrom('public_complaints')
      .select(['member_no', 'business', 'phone'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_no: '1042', business: 'Dhaka Car House', phone: '01712345678' });
  });

  it.each([
    ['8801912345678', '01912345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['013-1234-5678', '01312345678'],
  ])('accepts the phone %s as %s', async (phone, stored) => {
    await callerFrom(`10.0.1.${stored.slice(-3)}`).public.publicComplaints.create(
      await withHumanProof(callerFrom('10.0.9.9'), { ...valid, phone }),
    );
    const row = await handle.db
      .selectFrom('public_complaints')
      .select('phone')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe(stored);
  });

  const invalid: [string, Partial<Record<keyof PublicComplaintInput, unknown>>][] = [
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['an overlong name', { name: 'n'.repeat(151) }],
    ['a missing phone', { phone: undefined }],
    ['a landline number', { phone: '029123456' }],
    ['a mobile number with operator digit 2', { phone: '01212345678' }],
    ['a mobile number one digit short', { phone: '0171234567' }],
    ['letters in the phone', { phone: '01712abc678' }],
    ['a blank issue', { issue: ' \n ' }],
    ['an overlong issue', { issue: 'i'.repeat(5001) }],
    ['an overlong member number', { member_no: '1'.repeat(21) }],
    ['a non-text business', { business: 42 }],
  ];
  it.each(invalid)('rejects %s and writes nothing', async (_, change) => {
    const before = await complaintCount();
    await expect(
      callerFrom('10.0.2.1').public.publicComplaints.create(
        await withHumanProof(callerFrom('10.0.9.9'), { ...valid, ...change } as PublicComplaintInput),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await complaintCount()).toBe(before);
  });

  it(`throttles an address after ${PUBLIC_COMPLAINT_LIMIT.limit} complaints and writes nothing more`, async () => {
    const caller = callerFrom('10.0.3.1');
    const before = await complaintCount();
    for (let i = 0; i < PUBLIC_COMPLAINT_LIMIT.limit; i++)
      expect(
        await caller.public.publicComplaints.create(
          await withHumanProof(callerFrom('10.0.9.9'), { ...valid, issue: `Complaint ${i}` }),
        ),
      ).toEqual({
        success: true,
      });
    await expect(
      caller.public.publicComplaints.create(await withHumanProof(callerFrom('10.0.9.9'), valid)),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many attempts\. Please wait 10 minutes/),
    });
    expect(await complaintCount()).toBe(before + PUBLIC_COMPLAINT_LIMIT.limit);
    expect(
      await callerFrom('10.0.3.2').public.publicComplaints.create(
        await withHumanProof(callerFrom('10.0.9.9'), valid),
      ),
    ).toEqual({ success: true });
  });

  it('does not count rejected input against the limit', async () => {
    const caller = callerFrom('10.0.4.1');
    for (let i = 0; i < PUBLIC_COMPLAINT_LIMIT.limit + 2; i++)
      await expect(
        caller.public.publicComplaints.create(
          await withHumanProof(callerFrom('10.0.9.9'), { ...valid, phone: 'x' }),
        ),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    for (let i = 0; i < PUBLIC_COMPLAINT_LIMIT.limit; i++)
      expect(
        await caller.public.publicComplaints.create(await withHumanProof(callerFrom('10.0.9.9'), valid)),
      ).toEqual({ success: true });
  });
});
