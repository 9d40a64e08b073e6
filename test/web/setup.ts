// The browser code's tests wait on the state they expect, not on a short clock: a lazily loaded
// chunk may take many seconds on a machine under heavy load, so findBy… and waitFor give up only
// after 20 s (vitest.config.ts gives each test more).
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 20_000 });

// jsdom lays nothing out and has no scrollIntoView: the date checker calls it to show its answer.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// happy-dom sends a beacon with fetch(), to a server the tests do not run: its refusal would be an
// unhandled rejection. The pages' beacons are taken and dropped; beacon.test.ts reads its own.
Object.defineProperty(Navigator.prototype, "sendBeacon", { configurable: true, value: () => true });
