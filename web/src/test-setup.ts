// Screen tests wait for a busy machine: CI runs the web files two at a time on 2 cores
// (decision 0058), where testing-library's default of 1 s per wait was too short (a sample
// filter test failed in CI). A wait that succeeds returns as soon as it does.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
