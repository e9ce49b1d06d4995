import type { AgeGroup, PriceTier } from '@events/contracts/reference';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from './app-intl.js';

/**
 * The contracts' price tiers and age groups (PRICE_TIERS, AGE_GROUPS) by value, in the reader's language (issue 31):
 * filters, cards, the event form and the saved searches' lines word them alike. The English is the contracts' labels.
 */
const prices = plainMessages(defineMessages({
  free: { id: 'ui.price.free', defaultMessage: 'Free' },
  low: { id: 'ui.price.low', defaultMessage: 'Under $25' },
  medium: { id: 'ui.price.medium', defaultMessage: '$25–$75' },
  high: { id: 'ui.price.high', defaultMessage: 'Over $75' },
}));
export const PRICE_TIER_MESSAGES: Readonly<Record<PriceTier, MessageDescriptor>> = prices;

const ages = plainMessages(defineMessages({
  all_ages: { id: 'ui.ageGroup.allAges', defaultMessage: 'All Ages' },
  baby: { id: 'ui.ageGroup.baby', defaultMessage: 'Baby (0–1)' },
  toddler: { id: 'ui.ageGroup.toddler', defaultMessage: 'Toddler (2–4)' },
  child: { id: 'ui.ageGroup.child', defaultMessage: 'Child (5–9)' },
  preteen: { id: 'ui.ageGroup.preteen', defaultMessage: 'Preteen (10–12)' },
  teen: { id: 'ui.ageGroup.teen', defaultMessage: 'Teen (13–17)' },
  adult: { id: 'ui.ageGroup.adult', defaultMessage: 'Adult (18+)' },
  senior: { id: 'ui.ageGroup.senior', defaultMessage: 'Senior' },
}));
export const AGE_GROUP_MESSAGES: Readonly<Record<AgeGroup, MessageDescriptor>> = ages;
