// A stand-in for a third-party tag of the Brightwood seed: its name is the ?tag= of its address.
// When it runs it leaves two traces: its name in window.brightwoodTags, and a request to the
// service it came from, /tags/trace?tag=<name>&page=<path>.
(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var url = new URL(script.src);
  var name = url.searchParams.get('tag') || 'unnamed';
  (window.brightwoodTags = window.brightwoodTags || []).push(name);
  new Image().src = url.origin + '/tags/trace?tag=' + encodeURIComponent(name) + '&page=' + encodeURIComponent(location.pathname);
})();
