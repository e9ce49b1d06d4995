import { EventsRepository } from '../modules/events/events.repository.js';

export const repository = new EventsRepository();
