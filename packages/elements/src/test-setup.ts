import { configure } from '@testing-library/react';

// A screen's lazily loaded part (a form's rules, a dialog) is imported on first use: on a busy two-core machine that
// import alone can take over Testing Library's one-second default, failing a test whose behaviour is right. A wrong
// screen still fails, after five seconds.
configure({ asyncUtilTimeout: 5000 });
