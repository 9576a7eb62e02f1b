import { sql } from 'kysely';

/**
 * The number buyers see for a dealer, selected as `phone` from members aliased `m`: the one the member set for
 * buyers (a business line), else their login phone. Every public answer naming a dealer's phone reads it here,
 * so the car page, the stock's cards, the dealer's page and the WhatsApp link agree.
 */
export const buyersPhone = sql<string>`coalesce(m.public_phone, m.phone)`.as('phone');
