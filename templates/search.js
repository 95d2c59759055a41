// Filters the contact directory as you type. Without JavaScript the box stays hidden and
// every contact stays listed, so nothing depends on this file.
(function () {
  "use strict";
  var row = document.getElementById("contact-search-row");
  var input = document.getElementById("contact-search");
  var status = document.getElementById("contact-search-status");
  if (!row || !input) { return; }
  var groups = Array.prototype.slice.call(document.querySelectorAll(".contact-group"));
  // The count's words come from the page, in the site's language: data-one for the counts
  // listed in data-one-applies ("1", or "0 1" in French), data-other for the rest.
  function counted(count) {
    var one = (status.getAttribute("data-one-applies") || "1").split(" ").indexOf(String(count)) !== -1;
    var words = status.getAttribute(one ? "data-one" : "data-other") || "{count}";
    return words.replace("{count}", String(count));
  }
  // Fold the query the way the build folded each contact: lower case, without accents.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function filter() {
    var words = fold(input.value).split(/\s+/).filter(Boolean);
    var shown = 0;
    groups.forEach(function (group) {
      var visible = 0;
      group.querySelectorAll(".contact").forEach(function (contact) {
        var text = contact.getAttribute("data-search") || "";
        var match = words.every(function (word) { return text.indexOf(word) !== -1; });
        contact.hidden = !match;
        if (match) { visible += 1; }
      });
      group.hidden = visible === 0;
      shown += visible;
    });
    status.textContent = words.length ? counted(shown) : "";
  }
  row.hidden = false;
  input.addEventListener("input", filter);
  // contacts/index.html?q=dentist opens already filtered, so a search can be bookmarked.
  var query = new URLSearchParams(window.location.search).get("q");
  if (query) {
    input.value = query;
    filter();
  }
})();
