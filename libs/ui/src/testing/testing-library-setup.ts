import { configure } from '@testing-library/react';

// Lazy chunks (the editor, the cropper) take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 10000 });
