export class EventsRepository {}
