import { configure } from '@testing-library/dom';

// The suites share small machines with other builds: a first render that loads dictionaries
// and answers from the api may take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });
