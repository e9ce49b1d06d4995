import { Global, Module } from '@nestjs/common';
import { NOTIFIER } from '../../common/new-submission-notifier.js';
import { VenueFormsService } from '../venues/venue-forms.service.js';

@Global()
@Module({ providers: [{ provide: NOTIFIER, useValue: VenueFormsService }], exports: [NOTIFIER] })
export class EditorModule {}
