/** A token defined outside the modules, provided by one of them (the fixture of a token cycle). */
export const NOTIFIER = Symbol('NOTIFIER');
