// The wall display's clock and data (wall.html). The page as built shows the build's today;
// this script turns the day at midnight in the family's zone (not the device's), reads
// wall.json again every 15 minutes and keeps the last good copy when the network is gone.
// Everything shown is the build's text, put in with textContent: nothing is parsed as HTML,
// and nothing is asked of any host but the site's own. The weather symbols' sprite is the one
// piece of markup in the data: it is parsed as SVG, not HTML, and used only when every element
// is one a symbol is drawn with and every reference stays inside it.
(function () {
  "use strict";
  var frame = document.getElementById("wall");
  if (!frame || !window.fetch || !window.Intl) return;
  var zone = frame.getAttribute("data-zone");
  var dataURL = "wall.json";
  var storageKey = "tribepress-wall:" + location.pathname;
  var refetchEvery = 15 * 60 * 1000;
  var data = null;
  var shownKey = "";
  var offlineSince = null;
  var lastAttempt = -Infinity;
  var cannotKeepAwake = false;
  var member = null;
  var membersByID = {};

  var dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
  var clockFormat;

  function parts(format, date) {
    var result = {};
    format.formatToParts(date).forEach(function (part) { result[part.type] = part.value; });
    return result;
  }

  // The family's date, "2026-11-22", and minutes after their midnight, on any device.
  function familyDay(now) {
    var p = parts(dayFormat, now);
    return p.year + "-" + p.month + "-" + p.day;
  }
  function familyMinutes(now) {
    var p = parts(clockFormat, now);
    return (Number(p.hour) % 24) * 60 + Number(p.minute);
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var svgNS = "http://www.w3.org/2000/svg";
  var drawing = { svg: 1, symbol: 1, use: 1, path: 1, g: 1, defs: 1, linearGradient: 1, radialGradient: 1,
    stop: 1, mask: 1, rect: 1, polygon: 1, circle: 1, ellipse: 1, image: 1 };

  // The sprite in the data as a node of this page, or null when it holds anything else: an
  // element no symbol is drawn with, a handler, a style, or a reference outside itself (an
  // embedded PNG aside), any of which could run something or ask another host.
  function spriteFrom(markup) {
    // The HTML markup with the namespaces XML needs declared on its root.
    var xml = markup.replace(/^<svg /, '<svg xmlns="' + svgNS + '" xmlns:xlink="http://www.w3.org/1999/xlink" ');
    var root = new DOMParser().parseFromString(xml, "image/svg+xml").documentElement;
    if (!root || root.namespaceURI !== svgNS || root.localName !== "svg") return null;
    var nodes = [root].concat(Array.prototype.slice.call(root.getElementsByTagName("*")));
    for (var i = 0; i < nodes.length; i++) {
      if (nodes[i].namespaceURI !== svgNS || !Object.prototype.hasOwnProperty.call(drawing, nodes[i].localName)) {
        return null;
      }
      for (var j = 0; j < nodes[i].attributes.length; j++) {
        var a = nodes[i].attributes[j];
        if (/^on/i.test(a.localName) || a.localName === "style") return null;
        if (a.localName === "href" && !/^(#|data:image\/png;base64,)/.test(a.value)) return null;
        if (/url\(\s*(?!#)/i.test(a.value)) return null;
      }
    }
    return document.importNode(root, true);
  }

  // 0: the forecast is current; 1: past its Expires, said so; 2: none, or too old to show.
  function weatherState(now) {
    if (!data.forecast) return 2;
    var t = now.getTime();
    return t >= data.forecast.hideAfter ? 2 : t >= data.forecast.expires ? 1 : 0;
  }

  // A day's symbol, drawn from the sprite, its text alternative the build's.
  function symbol(weather) {
    var svg = document.createElementNS(svgNS, "svg");
    svg.setAttribute("class", "wall-symbol");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", weather.label);
    var use = document.createElementNS(svgNS, "use");
    use.setAttribute("href", "#" + weather.icon);
    svg.appendChild(use);
    return svg;
  }

  function mine(members) {
    return member === null || members.length === 0 || members.indexOf(member.id) >= 0;
  }

  // Each member's initials in their colour after `node`'s text, one space before each.
  function appendChips(node, ids) {
    ids.forEach(function (id) {
      var m = membersByID[id];
      if (!m) return;
      var chip = element("span", "wall-who", m.initials);
      chip.style.setProperty("--c", m.color);
      chip.title = m.name;
      node.appendChild(document.createTextNode(" "));
      node.appendChild(chip);
    });
  }

  function entryItem(entry) {
    var item = element("li", entry.color ? "wall-entry wall-overlay" : "wall-entry");
    item.appendChild(element("span", "wall-time", entry.time));
    item.appendChild(document.createTextNode(" "));
    var glyph = element("span", "wall-glyph", entry.glyph);
    glyph.title = entry.category;
    if (entry.color) glyph.style.color = entry.color;
    item.appendChild(glyph);
    item.appendChild(document.createTextNode(" "));
    item.appendChild(element("span", "wall-subject", entry.subject));
    appendChips(item, entry.members);
    return item;
  }

  function tripLine(trip, withDates) {
    var line = element("p", "wall-trip");
    var mark = element("span", "", "✈");
    mark.setAttribute("aria-hidden", "true");
    line.appendChild(mark);
    line.appendChild(document.createTextNode(" " + trip.title));
    if (withDates) {
      line.appendChild(document.createTextNode(" "));
      line.appendChild(element("span", "wall-dates", trip.dates));
      appendChips(line, trip.members);
    }
    return line;
  }

  // A day's lines into `box`, then as many entries taken off the end as it takes to fit,
  // the last line saying how many more there are.
  function fill(box, day, isToday) {
    var entries = day.entries.filter(function (e) { return mine(e.members); });
    var trips = day.trips.filter(function (t) { return mine(t.members); });
    if (isToday) {
      day.countdowns.filter(function (c) { return mine(c.members); }).forEach(function (c) {
        box.appendChild(element("p", "wall-countdown", c.text));
      });
    }
    day.shades.forEach(function (name) { box.appendChild(element("p", "wall-shade", name)); });
    trips.forEach(function (trip) { box.appendChild(tripLine(trip, isToday)); });
    var list = element("ul", "wall-entries");
    box.appendChild(list);
    var items = entries.map(entryItem);
    items.forEach(function (item) { list.appendChild(item); });
    if (isToday && entries.length === 0 && trips.length === 0 && day.shades.length === 0) {
      box.appendChild(element("p", "wall-nothing", data.words.nothing));
    }
    var more = null;
    var hidden = 0;
    while (box.scrollHeight > box.clientHeight + 1 && hidden < items.length) {
      hidden += 1;
      list.removeChild(items[items.length - hidden]);
      var text = data.more[Math.min(hidden, data.more.length - 1)];
      if (more) more.textContent = text;
      else { more = element("li", "wall-more", text); list.appendChild(more); }
    }
  }

  function render(now) {
    var today = familyDay(now);
    var index = -1;
    for (var i = 0; i < data.days.length; i++) if (data.days[i].date === today) index = i;
    if (index < 0 && data.days.length && today < data.days[0].date) index = 0;
    var weather = weatherState(now);
    var key = today + "|" + (index < 0 ? "end" : data.days[index].date) + "|" + window.innerWidth + "x" + window.innerHeight
      + "|" + weather;
    if (key === shownKey) return;
    shownKey = key;
    var heading = document.getElementById("wall-date");
    var body = document.getElementById("wall-today");
    var list = document.getElementById("wall-days");
    var todaysWeather = document.getElementById("wall-weather");
    heading.textContent = "";
    body.textContent = "";
    list.textContent = "";
    todaysWeather.textContent = "";
    document.getElementById("wall-credit").textContent = weather === 2 ? ""
      : (weather === 1 ? data.forecast.forecastOf + " · " : "") + data.forecast.credit;

    var ends = data.words.dataEnds.replace("{date}", data.days.length ? data.days[data.days.length - 1].title : "");
    if (index < 0) {
      heading.textContent = today;
      body.appendChild(element("p", "wall-nothing", ends));
      return;
    }
    var day = data.days[index];
    var time = element("time", "", day.title);
    time.setAttribute("datetime", day.date);
    heading.appendChild(time);
    heading.setAttribute("data-date", day.date);
    // Home's weather under the clock, and the credit MET Norway's licence asks for, saying
    // when the forecast was made once it is past its Expires.
    if (weather < 2 && day.weather) {
      todaysWeather.appendChild(symbol(day.weather));
      todaysWeather.appendChild(document.createTextNode(" "));
      todaysWeather.appendChild(element("span", "wall-temperatures", day.weather.low + " / " + day.weather.high));
      todaysWeather.appendChild(document.createTextNode(" "));
      todaysWeather.appendChild(element("span", "wall-precipitation", day.weather.precipitation));
    }
    fill(body, day, true);
    for (var j = index + 1; j <= index + 6; j++) {
      var later = data.days[j];
      var cell = element("li", "wall-day");
      if (!later) {
        cell.appendChild(element("p", "wall-shade", ends));
        list.appendChild(cell);
        break;
      }
      var title = element("h2");
      var when = element("time", "", later.weekday);
      when.setAttribute("datetime", later.date);
      title.appendChild(when);
      // The day's weather on its heading's line, precipitation only where there is some: the
      // day's box keeps its lines for entries.
      if (weather < 2 && later.weather) {
        var short = element("span", "wall-weather");
        short.appendChild(symbol(later.weather));
        short.appendChild(document.createTextNode(
          " " + later.weather.range + (later.weather.wet ? " " + later.weather.precipitation : "")));
        title.appendChild(document.createTextNode(" "));
        title.appendChild(short);
      }
      cell.appendChild(title);
      list.appendChild(cell);
      fill(cell, later, false);
    }
  }

  function status() {
    var text = cannotKeepAwake ? data.words.awake : "";
    if (offlineSince !== null) {
      var since = parts(clockFormat, new Date(offlineSince));
      text = data.words.offlineSince.replace("{time}", since.hour + ":" + since.minute);
    }
    document.documentElement.classList.toggle("wall-offline", offlineSince !== null);
    document.getElementById("wall-status").textContent = text;
  }

  function tick() {
    var now = new Date();
    if (data) {
      var p = parts(clockFormat, now);
      var clock = document.getElementById("wall-clock");
      clock.textContent = p.hour + ":" + p.minute;
      clock.hidden = false;
      var minutes = familyMinutes(now);
      var from = data.dimFrom, until = data.dimUntil;
      var night = from <= until ? minutes >= from && minutes < until : minutes >= from || minutes < until;
      document.documentElement.classList.toggle("wall-night", night);
      // A few pixels every three minutes, round a small square, so nothing stays on one spot.
      var step = Math.floor(now.getTime() / 180000) % 9;
      frame.style.setProperty("--wall-dx", ((step % 3) - 1) * 0.6 + "vmin");
      frame.style.setProperty("--wall-dy", (Math.floor(step / 3) - 1) * 0.6 + "vmin");
      render(now);
      status();
    }
    if (now.getTime() - lastAttempt >= refetchEvery) load();
  }

  function usable(candidate) {
    return candidate && Array.isArray(candidate.days) && Array.isArray(candidate.members) && candidate.words
      && Array.isArray(candidate.more) && typeof candidate.zone === "string";
  }

  function accept(candidate) {
    data = candidate;
    membersByID = {};
    data.members.forEach(function (m) { membersByID[m.id] = m; });
    clockFormat = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    var wanted = new URLSearchParams(location.search).get("member");
    member = null;
    if (wanted) data.members.forEach(function (m) { if (m.key === wanted) member = m; });
    var label = document.getElementById("wall-member");
    if (member && !label) {
      label = element("p", "wall-member");
      label.id = "wall-member";
      document.querySelector(".wall-head").appendChild(label);
    }
    if (label) label.textContent = member ? member.name : "";
    // A sprite refused leaves the page's own in place: its symbols still draw.
    var holder = document.getElementById("wall-sprite");
    var sprite = data.forecast ? spriteFrom(data.forecast.sprite) : null;
    if (sprite) {
      holder.textContent = "";
      holder.appendChild(sprite);
    }
    shownKey = "";
  }

  // Asks again with the host's validators (ETag, Last-Modified): an unchanged file is a 304.
  function load() {
    lastAttempt = Date.now();
    fetch(dataURL, { cache: "no-cache" }).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.text();
    }).then(function (text) {
      var fresh = JSON.parse(text);
      if (!usable(fresh)) throw new Error("not the wall's data");
      try { localStorage.setItem(storageKey, text); } catch (e) { /* full or forbidden: memory will do */ }
      accept(fresh);
      offlineSince = null;
      tick();
    }).catch(function () {
      if (offlineSince === null) offlineSince = lastAttempt;
      if (!data) {
        try {
          var saved = JSON.parse(localStorage.getItem(storageKey) || "null");
          if (usable(saved)) accept(saved);
        } catch (e) { /* nothing saved */ }
      }
      if (data) { shownKey = ""; tick(); }
    });
  }

  // Keeping the screen on needs the Screen Wake Lock API, released whenever the page is hidden;
  // where the browser has none or refuses, the page says so rather than fail.
  function keepAwake() {
    if (!("wakeLock" in navigator)) {
      cannotKeepAwake = true;
      return;
    }
    navigator.wakeLock.request("screen").then(
      function () { cannotKeepAwake = false; if (data) status(); },
      function () { cannotKeepAwake = true; if (data) status(); });
  }
  keepAwake();
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") keepAwake();
  });
  window.addEventListener("resize", function () { shownKey = ""; if (data) tick(); });
  window.addEventListener("online", function () { lastAttempt = -Infinity; tick(); });

  load();
  setInterval(tick, 20000);
})();
