/** A token defined outside the modules, looked up through ModuleRef (the fixture of a lookup cycle). */
export const USER_CONTEXT_READER = 'USER_CONTEXT_READER';
