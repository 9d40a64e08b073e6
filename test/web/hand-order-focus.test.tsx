// « Monter » and « Descendre » keep the focus (docs/product.md §20): the moved item's button gets it
// back once the move has taken it away, and a live update of the list afterwards leaves it wherever
// the admin has since put it.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { moveBefore } from "../../web/src/features/admin/writes";
import { MoveButtons } from "../../web/src/features/admin/OrderControls";
import { ORDER_ID_ATTRIBUTE, useHandOrder } from "../../web/src/features/admin/useHandOrder";

const NAMES: Record<number, string> = { 1: "Phare", 2: "Orbital", 3: "Cyprès", 4: "Rooftop" };

/** A list ordered by hand, from `live`: a new `live` stands for a live update from another admin. */
function List({ live }: { live: number[] }) {
  const [moved, setMoved] = useState<{ from: number[]; ids: number[] } | null>(null);
  // The admin's own moves, until the next live list replaces them.
  const ids = moved && moved.from === live ? moved.ids : live;
  const move = (id: number, before: number | null) =>
    setMoved({
      from: live,
      ids: moveBefore(
        ids.map((one) => ({ id: one })),
        id,
        before,
      ).map((one) => one.id),
    });
  const { order, step } = useHandOrder(ids, (id) => NAMES[id], move);
  return (
    <ul>
      {order.map((id, at) => (
        <li key={id} {...{ [ORDER_ID_ATTRIBUTE]: id }}>
          <MoveButtons title={NAMES[id]} first={at === 0} last={at === order.length - 1} layout="rows" onStep={(direction) => step(id, direction)} />
        </li>
      ))}
    </ul>
  );
}

const button = (name: string) => screen.getByRole("button", { name });

afterEach(cleanup);

describe("« Monter » and « Descendre »", () => {
  it("give the focus back to the button pressed once its item has moved, or to the other one at an end", () => {
    render(<List live={[1, 2, 3]} />);
    const down = button("Descendre « Phare »");
    down.focus();
    fireEvent.click(down);
    expect(document.activeElement).toBe(button("Descendre « Phare »"));
    fireEvent.click(button("Monter « Phare »"));
    // First now: « Monter » is off, the focus is on « Descendre ».
    expect(document.activeElement).toBe(button("Descendre « Phare »"));
  });

  it("leave the focus where the admin put it since, when the list changes under it", () => {
    const { rerender } = render(<List live={[1, 2, 3]} />);
    fireEvent.click(button("Descendre « Phare »"));
    button("Monter « Cyprès »").focus();
    act(() => rerender(<List live={[4, 2, 1, 3]} />));
    expect(document.activeElement).toBe(button("Monter « Cyprès »"));
  });
});
