import TribeData
import TribeRecurrence

/// What `tribepress init` writes: a family of two with one weekly event, every setting with
/// its default, the default templates, a `.gitignore` and a workflow that publishes the site.
public struct SiteScaffold: Sendable {
    /// The tribe's name, also the site's title.
    public var name: String
    /// An IANA zone name TribePress knows.
    public var timeZone: String
    /// Whether to write a copy of the built-in templates, to edit the look.
    public var includesTemplates: Bool
    /// The day the weekly event starts from: the first Sunday after it.
    public var today: LocalDate

    public init(name: String, timeZone: String, includesTemplates: Bool, today: LocalDate) {
        self.name = name
        self.timeZone = timeZone
        self.includesTemplates = includesTemplates
        self.today = today
    }

    /// Every file, by its path inside the new folder.
    public func files() -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = [
            ("content/tribe.json", tribe()),
            ("content/site.json", configuration()),
            (".gitignore", Array("# What tribepress build writes.\n_site/\n".utf8)),
            (".github/workflows/publish.yml", Array(Self.workflow.utf8)),
        ]
        if includesTemplates {
            files += TemplateSet.builtIn.map { ("templates/" + $0.path, $0.bytes) }
        }
        return files
    }
}

private extension SiteScaffold {
    func tribe() -> [UInt8] {
        // Sunday dinner, weekly from the first Sunday after today (ISO weekday 7).
        let sunday = today.adding(days: 7 - today.isoWeekday % 7)
        var text = "{\n  \"tribe\": {\n    \"name\": " + json(name) + ",\n    \"time_zone\": " + json(timeZone)
        text += """
            ,
                "users": [
                  {"user_id": 1, "display_name": "Alex", "username": "alex", "is_admin": true, "color": "#1b6ca8"},
                  {"user_id": 2, "display_name": "Sam", "username": "sam", "is_admin": false, "color": "#a84b00"}
                ]
              },
              "events": [
                {
                  "id": 1,
                  "user": 1,
                  "to": [2],
                  "accepted": [2],
                  "start": "\(sunday)T18:00:00",
                  "duration": "01:30:00",
                  "recurrence_type": "WEK",
                  "subject": "Family dinner",
                  "category": "OTH",
                  "location": "Home",
                  "description": "Everyone at the table, phones in the basket."
                }
              ],
              "contacts": [],
              "trips": []
            }

            """
        return Array(text.utf8)
    }

    /// `site.json` with every key: the defaults of `SiteConfiguration`, the name and the zone.
    func configuration() -> [UInt8] {
        let defaults = SiteConfiguration()
        let lines = [
            "\"title\": " + json(name),
            "\"base_url\": null",
            "\"time_zone\": " + json(timeZone),
            "\"language\": " + json(defaults.language),
            "\"week_start\": " + json(defaults.weekStart.rawValue),
            "\"planner_start\": null",
            "\"planner_months\": \(defaults.plannerMonths)",
            "\"paper\": " + json(defaults.paper.rawValue),
            "\"year_paper\": " + json(defaults.yearPaper.rawValue),
            "\"week_paper\": " + json(defaults.weekPaper.rawValue),
            "\"feed_reminders\": [" + defaults.feedReminders.map(String.init).joined(separator: ", ") + "]",
            "\"member_feeds\": " + json(defaults.memberFeeds.rawValue),
            "\"search_engines\": \(defaults.searchEngines)",
            "\"map_links\": " + json(defaults.mapLinks.rawValue),
            "\"privacy\": null",
            "\"contacts\": " + json(defaults.contacts.rawValue),
            "\"secret_env\": null",
            "\"calendars\": []",
            "\"countdown\": \"celebration\"",
            "\"wall\": {\"dim_from\": \"22:00\", \"dim_until\": \"06:30\"}",
            // No forecasts until the family says where home is and how MET Norway may reach them.
            "\"location\": null",
            "\"contact\": null",
            "\"weather_source\": " + json(WeatherSettings.metLocationforecast),
            "\"temperature_unit\": null",
            "\"trip_locations\": {}",
        ]
        return Array(("{\n  " + lines.joined(separator: ",\n  ") + "\n}\n").utf8)
    }

    func json(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.append(jsonString: text)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Builds on every push and every night (the home page shows the next two weeks), and
    /// publishes with GitHub Pages, as the README's recipe does. TribePress comes from its
    /// release archive through the project's action, at the version that wrote the workflow:
    /// nothing is compiled, and a new release changes nothing until the family moves to it.
    static let workflow = """
        # Builds the family's site with TribePress and publishes it with GitHub Pages: on every
        # push, and every night so the home page's "next two weeks" moves on. The feeds'
        # subscribe links use the Pages address, whatever site.json says.
        #
        # Before the first run:
        # - choose "GitHub Actions" as the source in Settings > Pages;
        # - add the repository secret TRIBEPRESS_SECRET (Settings > Secrets and variables >
        #   Actions > Secrets), 64 random characters from `openssl rand -hex 32`: the site and
        #   its feeds are then published at secret addresses only the family is given. Without
        #   it every address would be guessable, and the build stops to say so. To find the
        #   addresses, build once on your own machine with the same secret and --show-secrets.
        #
        # To build from the family's TribeHub server rather than content/tribe.json, delete
        # content/tribe.json (the example family: a pull never replaces a family written by hand)
        # and add the repository variables TRIBEHUB_SERVER (the backend's https address) and
        # TRIBEHUB_USERNAME, and the repository secret TRIBEHUB_PASSWORD. Every run then pulls
        # the family's export into content/ before building, so each night's site has the day's
        # events; a pull that fails stops the run and the last published site stays.
        #
        # For the weather on the home page and the wall, set "location" and "contact" in
        # content/site.json: each run then fetches MET Norway's forecast first. The nightly run
        # keeps it a day fresh; run more often (cron "17 */3 * * *") for a fresher wall.
        #
        # TribePress \(TribePressVersion.current) is installed from its release, not compiled. To move to a
        # newer release, change both version numbers below.
        name: Publish

        on:
          push:
            branches: [main]
          schedule:
            - cron: "17 3 * * *"
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        jobs:
          build:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: \(TribePressVersion.repository)@v\(TribePressVersion.current)
                with:
                  version: \(TribePressVersion.current)
              # The last run's pull, so this run's summary says which events changed since.
              - name: Restore the last pull
                if: ${{ vars.TRIBEHUB_SERVER != '' && vars.TRIBEHUB_USERNAME != '' }}
                uses: actions/cache@v4
                with:
                  path: |
                    content/.tribehub
                    content/tribe.json
                    content/events.json
                    content/contacts.json
                    content/profiles.json
                    content/avatars
                  key: tribehub-${{ github.run_id }}
                  restore-keys: tribehub-
              - name: Pull the family's export from TribeHub
                if: ${{ vars.TRIBEHUB_SERVER != '' && vars.TRIBEHUB_USERNAME != '' }}
                env:
                  TRIBEHUB_SERVER: ${{ vars.TRIBEHUB_SERVER }}
                  TRIBEHUB_USERNAME: ${{ vars.TRIBEHUB_USERNAME }}
                  TRIBEHUB_PASSWORD: ${{ secrets.TRIBEHUB_PASSWORD }}
                run: tribepress pull --server "$TRIBEHUB_SERVER" --username "$TRIBEHUB_USERNAME" --content content
              # The forecasts saved by the last run, with their Expires: fetch asks MET Norway
              # again only when they are due, and keeps them when the service does not answer.
              - name: Restore the last forecasts
                uses: actions/cache@v4
                with:
                  path: content/weather
                  key: weather-${{ github.run_id }}
                  restore-keys: weather-
              # Other people's calendars and, once site.json gives a location and a contact, the
              # forecasts. A download that fails keeps the last copy with a warning; only what
              # cannot work (a location without a contact, a calendar never downloaded) stops here.
              - name: Fetch calendars and forecasts
                run: tribepress fetch --content content
              - id: pages
                uses: actions/configure-pages@v5
              - name: Build the site
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                  TRIBEPRESS_SECRET: ${{ secrets.TRIBEPRESS_SECRET }}
                run: tribepress build --content content --output _site --base-url "$BASE_URL" --strict
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: _site

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
}
