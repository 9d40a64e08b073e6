// The browser code's tests wait on the state they expect, not on a short clock: a lazily loaded
// chunk may take many seconds on a machine under heavy load, so findBy… and waitFor give up only
// after 20 s (vitest.config.ts gives each test more).
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 20_000 });
