// What the browser code's tests build again and again: an event, a photo, and a WebSocket they drive by hand.
import type { EventItem, PhotoItem } from "../../shared/collections";

/** An event of that id and day, scheduled, in Canet-en-Roussillon. */
export const event = (id: number, date: string, name = `Soirée ${id}`): EventItem => ({
  id,
  name,
  date,
  time: "20:00 - 02:00",
  venue: "Canet-en-Roussillon",
  description: "Une soirée",
  image: "/media/event.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
});

export const photo = (id: number, title = `Photo ${id}`): PhotoItem => ({ id, title, description: "", image: "/media/photo.webp" });

/** A fake WebSocket that the tests drive by hand (install it with vi.stubGlobal("WebSocket", FakeSocket)). */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
