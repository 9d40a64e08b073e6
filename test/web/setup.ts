// The browser code's tests wait on the state they expect, not on a short clock: a lazily loaded
// chunk may take seconds on a busy machine, so findBy… and waitFor give up only after 10 s.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });
