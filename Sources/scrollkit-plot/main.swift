PlotCommand.main()
