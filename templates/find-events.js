// Finds the family's events on search.html: words, members, a category and dates narrow the
// planner's occurrences as you type. The index (search.json, written by the build) is the only
// file fetched, from this site. The search lives in the address, so it can be bookmarked.
// Everything shown is set as text, never as markup.
(function () {
  "use strict";
  var form = document.getElementById("event-search");
  var status = document.getElementById("es-status");
  var results = document.getElementById("es-results");
  var more = document.getElementById("es-more");
  if (!form || !status || !results || !more) { return; }
  var query = document.getElementById("es-q");
  var category = document.getElementById("es-category");
  var from = document.getElementById("es-from");
  var to = document.getElementById("es-to");
  var boxes = Array.prototype.slice.call(form.querySelectorAll("input[name=member]"));
  // Results are drawn a page at a time: the first page, a screenful or two, at once so each
  // keystroke answers quickly however many events match; the rest on request.
  var pageSize = 30;
  var index = null;
  var texts = [];
  var firstDay = 0;
  // The matching occurrences' positions, in a buffer made once: a keystroke allocates nothing
  // in proportion to the index.
  var found = null;
  var foundCount = 0;
  var shown = 0;

  // Fold the way the contact search folds: canonical decomposition, accents dropped, lower case.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function counted(count) {
    var one = (status.getAttribute("data-one-applies") || "1").split(" ").indexOf(String(count)) !== -1;
    // Large counts grouped as the page's language writes them ("123,828", "123 828").
    var written = String(count);
    try { written = count.toLocaleString(document.documentElement.lang || undefined); } catch (ignored) { /* an unknown tag */ }
    return (status.getAttribute(one ? "data-one" : "data-other") || "{count}").replace("{count}", written);
  }
  // Days are numbered from the index's first day; dates are civil, so UTC arithmetic is exact.
  function dayNumber(iso) {
    var parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || "");
    return parts ? Date.UTC(+parts[1], +parts[2] - 1, +parts[3]) / 86400000 - firstDay : null;
  }
  function isoDay(number) {
    return new Date((firstDay + number) * 86400000).toISOString().slice(0, 10);
  }
  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }
  function link(href, text) {
    var node = element("a", "", text);
    node.setAttribute("href", href);
    return node;
  }

  function search() {
    var words = fold(query.value).split(/\s+/).filter(Boolean);
    var members = [];
    boxes.forEach(function (box) {
      if (box.checked) { members.push(index.memberByKey[box.value]); }
    });
    var wanted = category.value ? index.categoryByKey[category.value] : -1;
    var start = dayNumber(from.value);
    var end = dayNumber(to.value);
    // First the series that match, then their occurrences within the dates.
    var events = index.events;
    var matches = new Uint8Array(events.length);
    for (var e = 0; e < events.length; e += 1) {
      var event = events[e];
      if (wanted >= 0 && event[3] !== wanted) { continue; }
      var ok = true;
      for (var m = 0; m < members.length && ok; m += 1) { ok = event[4].indexOf(members[m]) !== -1; }
      for (var w = 0; w < words.length && ok; w += 1) { ok = texts[e].indexOf(words[w]) !== -1; }
      matches[e] = ok ? 1 : 0;
    }
    var occurrences = index.occurrences;
    foundCount = 0;
    for (var o = 0; o < occurrences.length; o += 4) {
      if (!matches[occurrences[o]]) { continue; }
      var first = occurrences[o + 1];
      if (end !== null && first > end) { continue; }
      if (start !== null && first + occurrences[o + 3] < start) { continue; }
      found[foundCount] = o;
      foundCount += 1;
    }
    results.textContent = "";
    shown = 0;
    status.textContent = counted(foundCount);
    draw();
    remember();
  }

  // Draws the next page of results, by day as the agenda lists them.
  function draw() {
    var occurrences = index.occurrences;
    var limit = Math.min(foundCount, shown + pageSize);
    // Built apart and added at once, so the page is laid out once per page of results.
    var page = document.createDocumentFragment();
    var list = null;
    var lastDay = shown > 0 ? occurrences[found[shown - 1] + 1] : -1;
    if (shown > 0) { list = results.lastChild && results.lastChild.querySelector("ul"); }
    for (; shown < limit; shown += 1) {
      var o = found[shown];
      var day = occurrences[o + 1];
      var iso = isoDay(day);
      if (day !== lastDay || !list) {
        var section = element("section", "tp-agenda-day");
        var heading = element("h2");
        var time = element("time", "", index.days[day]);
        time.setAttribute("datetime", iso);
        var agenda = link("planner/agenda/" + iso.slice(0, 7) + ".html#d-" + iso, "");
        agenda.appendChild(time);
        heading.appendChild(agenda);
        section.appendChild(heading);
        list = element("ul", "events");
        section.appendChild(list);
        page.appendChild(section);
        lastDay = day;
      }
      list.appendChild(entry(index.events[occurrences[o]], occurrences[o + 2], iso));
    }
    results.appendChild(page);
    more.hidden = shown >= foundCount;
  }

  function entry(event, time, iso) {
    var categoryInfo = index.categories[event[3]] || ["", "", "", null];
    var item = element("li", "event");
    var subject = element("p", "event-subject");
    var glyph = element("span", "", categoryInfo[2]);
    glyph.setAttribute("aria-hidden", "true");
    subject.appendChild(glyph);
    subject.appendChild(document.createTextNode(" "));
    subject.appendChild(link("planner/" + sheet(iso) + ".html" + (sheet(iso) === iso.slice(0, 7) ? "#d-" + iso : ""), event[0]));
    if (event[5]) { subject.appendChild(document.createTextNode(" ↻")); }
    item.appendChild(subject);
    var meta = [index.times[time], categoryInfo[1]];
    event[4].forEach(function (person) { meta.push(index.members[person][1]); });
    if (event[1]) { meta.push(event[1]); }
    var line = element("p", "event-meta", meta.join(" · "));
    if (categoryInfo[3]) {
      line.appendChild(document.createTextNode(" · "));
      line.appendChild(link(categoryInfo[3], status.getAttribute("data-feed") || "feed"));
    }
    item.appendChild(line);
    return item;
  }
  // The month sheet that shows a day: its own, or the first or last sheet for the days around them.
  function sheet(iso) {
    var month = iso.slice(0, 7);
    if (index.months[0] && month < index.months[0]) { return index.months[0]; }
    if (index.months[1] && month > index.months[1]) { return index.months[1]; }
    return month;
  }

  // The search in the address, so it can be bookmarked and shared.
  function remember() {
    var params = new URLSearchParams();
    if (query.value) { params.set("q", query.value); }
    boxes.forEach(function (box) { if (box.checked) { params.append("member", box.value); } });
    if (category.value) { params.set("category", category.value); }
    if (from.value) { params.set("from", from.value); }
    if (to.value) { params.set("to", to.value); }
    var search = params.toString();
    history.replaceState(null, "", search ? "?" + search : window.location.pathname);
  }
  function restore() {
    var params = new URLSearchParams(window.location.search);
    query.value = params.get("q") || "";
    var members = params.getAll("member");
    boxes.forEach(function (box) { box.checked = members.indexOf(box.value) !== -1; });
    var wanted = params.get("category") || "";
    category.value = index.categoryByKey.hasOwnProperty(wanted) ? wanted : "";
    from.value = dayNumber(params.get("from")) === null ? "" : params.get("from");
    to.value = dayNumber(params.get("to")) === null ? "" : params.get("to");
  }

  fetch("search.json").then(function (response) {
    if (!response.ok) { throw new Error(String(response.status)); }
    return response.json();
  }).then(function (loaded) {
    index = loaded;
    found = new Int32Array(loaded.occurrences.length / 4);
    firstDay = Date.UTC(+loaded.first.slice(0, 4), +loaded.first.slice(5, 7) - 1, +loaded.first.slice(8, 10)) / 86400000;
    index.memberByKey = {};
    loaded.members.forEach(function (member, number) { index.memberByKey[member[0]] = number; });
    index.categoryByKey = {};
    loaded.categories.forEach(function (entry, number) { index.categoryByKey[entry[0]] = number; });
    texts = loaded.events.map(function (event) {
      return fold([event[0], event[1] || "", event[2] || ""].join(" "));
    });
    restore();
    form.hidden = false;
    form.addEventListener("input", search);
    form.addEventListener("submit", function (submitted) { submitted.preventDefault(); search(); });
    more.addEventListener("click", draw);
    search();
  }).catch(function () {
    status.textContent = status.getAttribute("data-failed") || "";
  });
})();
