import { Inject, Injectable } from '@nestjs/common';
import { NOTIFIER } from '../../common/new-submission-notifier.js';

// No import of ../editor: the dependency is the injected token, which the editor module provides.
@Injectable()
export class VenueFormsService {
  constructor(@Inject(NOTIFIER) readonly notifier: unknown) {}
}
