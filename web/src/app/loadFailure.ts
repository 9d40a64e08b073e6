// A part of the page's script that could not come, even asked twice (build/browser/preload-helper.js):
// the page says so and offers to load it again, rather than staying blank or half working. The
// notice is the page's own HTML (#load-failure in web/index.html), so that it costs no script.

export function sayWhenLoadingFails() {
  addEventListener("chunkfailed", () => {
    // Moved out of its template the first time: said once.
    const notice = (document.getElementById("load-failure") as HTMLTemplateElement | null)?.content.firstElementChild;
    if (!notice) return;
    notice.querySelector("button")!.onclick = () => location.reload();
    document.body.append(notice);
  });
}
