import { describe, expect, it } from 'vitest';
import { COURSE_TOTAL_MESSAGE, reservationFormSchema } from './reservation';

describe('reservationFormSchema', () => {
  it('when the course split is wrong while other fields are empty, then the split message shows with the rest', () => {
    const result = reservationFormSchema.safeParse({
      name: '',
      email: '',
      phone: '',
      date: '',
      timeSlot: '',
      guests: '2',
      vegCount: '1',
      nonVegCount: '0',
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(COURSE_TOTAL_MESSAGE);
    expect(messages).toContain('Name is required');
  });

  it('when the form sends strings, then counts are coerced to numbers', () => {
    const result = reservationFormSchema.parse({
      name: 'Asha',
      email: 'a@example.com',
      phone: '98450',
      date: '2027-01-05',
      timeSlot: '7:00 PM - 8:00 PM',
      guests: '3',
      vegCount: '1',
      nonVegCount: '2',
    });
    expect(result).toMatchObject({ guests: 3, vegCount: 1, nonVegCount: 2 });
  });
});
